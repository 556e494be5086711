import Testing
@testable import LatticeCore

/// Asks `count` new questions of `node` from `budget`; returns how many it let be answered.
private func ask(_ budget: inout QuestionBudget, _ node: UnsafePointer<Node>, _ count: Int) -> Int {
    (0 ..< count).filter { _ in budget.ask(node) }.count
}

@Test func aPassAnswersAtMostSixtyThousandItemMeasurementsOfOneContainersQuestions() throws {
    // Three children: each question counts four, so 15,000 fit and the next does not.
    let grids = try (0 ..< 3).map { _ in
        try Node(style: Style(css: ["display": "grid"]), children: [Node(), Node(), Node()])
    }
    grids.withUnsafeBufferPointer { nodes in
        var budget = QuestionBudget()
        // Two containers asked 10,000 questions each: 80,000 in all, but 40,000 each.
        #expect(ask(&budget, nodes.baseAddress! + 1, 10_000) == 10_000)
        #expect(ask(&budget, nodes.baseAddress!, 10_000) == 10_000)
        #expect(!budget.isOverdrawn)
        #expect(ask(&budget, nodes.baseAddress!, 5_000) == 5_000)
        #expect(!budget.isOverdrawn)
        #expect(ask(&budget, nodes.baseAddress!, 1) == 0)
        #expect(budget.isOverdrawn)
        // Overdrawn, the pass answers no new question of any container.
        #expect(ask(&budget, nodes.baseAddress! + 2, 1) == 0)
        // Laid out again without step 3, every question is answered.
        var next = budget.next
        #expect(!next.columnsFollowRows)
        #expect(ask(&next, nodes.baseAddress!, 20_000) == 20_000)
        #expect(!next.isOverdrawn)
    }
}
