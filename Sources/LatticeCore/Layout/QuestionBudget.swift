// How many different questions a layout pass answers of one container's size before
// it is laid out again without §12.1 step 3.

/// How many different questions a layout pass answers of one container's size.
///
/// An item whose width follows the rows (one with an aspect ratio, a grid of such
/// items stretched to its area, a grid that flows its items into columns: see
/// ``PlacedItem/widthFollowsRows``) makes §12.1 step 3 size the columns again at the
/// rows' heights. So each question asked of its grid gives the grid items inside other
/// widths and heights, in two or three ways, and each of those asks the grids inside
/// them again in turn: nested n deep, 2^n or 3^n different questions. The pass keeps
/// every answer, but the questions are new. Ten levels of three items asked the
/// innermost grid some 50,000 different questions; Chromium 156 takes 14 s for twelve
/// levels of column-flow grids beside ratio items.
///
/// So a pass answers at most ``perContainer`` different questions of one container,
/// each counted as many times as the container has children plus one (a run measures
/// every item: the bound is on the work, and on the memory of the runs, which the pass
/// keeps). A pass that would answer more is *overdrawn*: the questions it has not
/// answered yet get an empty size without a run (the pass is thrown away), and the root
/// is laid out again with ``columnsFollowRows`` off. Then step 3 does not run: the
/// columns are sized from the items' contributions before the rows are known, a
/// question for the width alone sizes no rows, and each question asks each item at
/// most one new one.
///
/// Documents whose grids do not nest this way never come near the bound: a grid is
/// asked a few questions each time the grid around sizes its tracks.
struct QuestionBudget {
    /// The most different questions a pass answers of one container, each counted as
    /// many times as it has children plus one.
    static let perContainer = 60_000

    /// Whether the items whose width can follow the rows do, so that §12.1 step 3 sizes
    /// the columns again, as the specification says: off in a pass laid out again after
    /// an overdrawn one.
    let columnsFollowRows: Bool
    /// How many different questions the pass answered of all containers so far, each
    /// counted as many times as its container has children plus one.
    private var total = 0
    /// The container of each question answered, while ``total`` is within
    /// ``perContainer`` (so no container can be past it).
    private var answered: [UnsafePointer<Node>] = []
    /// The count of each container, once ``total`` is past ``perContainer``.
    private var asked: [UnsafeRawPointer: Int]? = nil
    /// Whether the pass would answer more than ``perContainer`` of a container's
    /// questions: it is laid out again.
    private(set) var isOverdrawn = false

    init(columnsFollowRows: Bool = true) {
        self.columnsFollowRows = columnsFollowRows
    }

    /// The budget the root is laid out again with when this one is overdrawn.
    var next: QuestionBudget { QuestionBudget(columnsFollowRows: false) }

    /// Counts a question not asked before of the container `node`, and answers whether
    /// the pass may answer it; if not, the pass is overdrawn, and no new question may be
    /// answered from then on. (Without step 3, every one may be.)
    mutating func ask(_ node: UnsafePointer<Node>) -> Bool {
        guard columnsFollowRows else { return true }
        guard !isOverdrawn else { return false }
        let cost = Self.cost(node)
        total += cost
        if total <= Self.perContainer {
            answered.append(node)
            return true
        }
        if asked == nil {
            asked = answered.reduce(into: [:]) { counts, container in
                counts[UnsafeRawPointer(container), default: 0] += Self.cost(container)
            }
            answered = []
        }
        let key = UnsafeRawPointer(node)
        let count = asked![key, default: 0] + cost
        asked![key] = count
        if count > Self.perContainer { isOverdrawn = true }
        return !isOverdrawn
    }

    /// What a question of the container `node` counts: a run measures each of its items.
    private static func cost(_ node: UnsafePointer<Node>) -> Int {
        node.pointee.children.count + 1
    }
}
