import LatticeCore

/// The first node whose layout differs from what the document expects.
///
/// ```swift
/// if let mismatch = document.firstMismatch(in: layout) {
///     print(mismatch)
///     // root/children[1]: expected {x 55, y 15, width 140, height 20}, got {x 55, y 0, width 140, height 20}
/// }
/// ```
public struct LayoutMismatch: Hashable, Sendable, CustomStringConvertible {
    /// The node, like `root/children[1]/children[0]`.
    public var path: String
    /// The border box the document expects.
    public var expected: Rect
    /// The border box the layout gave.
    public var got: Rect

    public init(path: String, expected: Rect, got: Rect) {
        self.path = path
        self.expected = expected
        self.got = got
    }

    public var description: String {
        "\(path): expected \(Self.format(expected)), got \(Self.format(got))"
    }

    /// `{x 5, y 5, width 40, height 33.328125}`: whole numbers without a fraction.
    static func format(_ rect: Rect) -> String {
        func number(_ value: Double) -> String {
            if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return String(value)
        }
        return "{x \(number(rect.x)), y \(number(rect.y)), width \(number(rect.width)), height \(number(rect.height))}"
    }
}

extension GridDocument {
    /// The tolerance of the fixtures' "Comparing": Chromium rounds to 1/64 px.
    public static let tolerance = 0.25

    /// The first node, in document order, one of whose x, y, width or height differs
    /// from its `expected` by more than `tolerance`; `nil` when all agree.
    ///
    /// Nodes without `expected` are not compared (their descendants still are). A child
    /// missing from `layout` compares as a zero rectangle, which is what a `display: none`
    /// node and its descendants expect.
    public func firstMismatch(in layout: NodeLayout, tolerance: Double = GridDocument.tolerance) -> LayoutMismatch? {
        var indices: [Int] = []
        return root.firstMismatch(in: layout, tolerance: tolerance, indices: &indices)
    }

    /// Lays the document out with the engine and compares: ``makeNode()``, then
    /// ``Node/layout(available:)`` in ``available``, then ``firstMismatch(in:tolerance:)``.
    public func check(tolerance: Double = GridDocument.tolerance) throws -> LayoutMismatch? {
        firstMismatch(in: try makeNode().layout(available: available), tolerance: tolerance)
    }
}

extension DocumentNode {
    fileprivate func firstMismatch(in layout: NodeLayout?, tolerance: Double, indices: inout [Int]) -> LayoutMismatch? {
        let got = layout?.frame ?? .zero
        if let expected, !Self.agree(expected, got, tolerance) {
            return LayoutMismatch(path: Self.path(indices), expected: expected, got: got)
        }
        for (index, child) in children.enumerated() {
            indices.append(index)
            let childLayout = layout.flatMap { index < $0.children.count ? $0.children[index] : nil }
            if let mismatch = child.firstMismatch(in: childLayout, tolerance: tolerance, indices: &indices) {
                return mismatch
            }
            indices.removeLast()
        }
        return nil
    }

    /// Written so that NaN never agrees.
    static func agree(_ a: Rect, _ b: Rect, _ tolerance: Double) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }
}

extension GridDocument {
    /// Every node's path, expected box and computed box, one a line (for debugging a
    /// failing fixture); lines that disagree are marked with `✗`.
    public func comparisonDump(tolerance: Double = GridDocument.tolerance) -> String {
        guard let node = try? makeNode() else { return "(the document does not build)" }
        var lines: [String] = []
        func visit(_ document: DocumentNode, _ layout: NodeLayout?, _ path: String, _ depth: Int) {
            let got = layout?.frame ?? .zero
            let mark = document.expected.map { DocumentNode.agree($0, got, tolerance) ? " " : "✗" } ?? "?"
            let expected = document.expected.map { "\($0.x), \($0.y), \($0.width), \($0.height)" } ?? "-"
            lines.append("\(mark) \(String(repeating: "  ", count: depth))\(path)  expected \(expected)  got \(got.x), \(got.y), \(got.width), \(got.height)")
            for (index, child) in document.children.enumerated() {
                let childLayout = layout.flatMap { index < $0.children.count ? $0.children[index] : nil }
                visit(child, childLayout, "\(path)/\(index)", depth + 1)
            }
        }
        visit(root, node.layout(available: available), "root", 0)
        return lines.joined(separator: "\n")
    }
}
