import Lattice

/// Frames as JSON in the tree shape of the input: every node is
/// `{"x": …, "y": …, "width": …, "height": …, "children": [ … ]}`, its border box
/// relative to its parent's (the root's to the space it was laid out in), as the
/// fixtures' `expected` values are, so the two compare directly.
///
/// ```swift
/// let node = Node(style: try Style(css: "display: grid; width: 200px; padding: 5px; grid-template-columns: 40px"),
///                 children: [Node(style: try Style(css: "height: 30px"))])
/// let layout = node.layout(available: AvailableSize(Size(width: 800, height: 600)))
/// print(LayoutJSON.string(node: node, layout: layout))
/// // {"x": 0, "y": 0, "width": 200, "height": 40, "children": [
/// //   {"x": 5, "y": 5, "width": 40, "height": 30, "children": []}
/// // ]}
/// ```
public enum LayoutJSON {
    /// The JSON text, one node per line, children indented by two spaces.
    /// Every node of `node` appears, even where the layout has no child for it
    /// (then with zero frames, as `display: none` nodes are reported).
    public static func string(node: Node, layout: NodeLayout) -> String {
        var out = ""
        write(node, layout, indent: 0, into: &out)
        out += "\n"
        return out
    }

    private static func write(_ node: Node, _ layout: NodeLayout?, indent: Int, into out: inout String) {
        let frame = layout?.frame ?? .zero
        out += String(repeating: " ", count: indent)
        out += "{\"x\": \(number(frame.x)), \"y\": \(number(frame.y)), "
        out += "\"width\": \(number(frame.width)), \"height\": \(number(frame.height)), \"children\": ["
        if node.children.isEmpty {
            out += "]}"
            return
        }
        out += "\n"
        for (index, child) in node.children.enumerated() {
            let childLayout = layout.flatMap { index < $0.children.count ? $0.children[index] : nil }
            write(child, childLayout, indent: indent + 2, into: &out)
            out += index == node.children.count - 1 ? "\n" : ",\n"
        }
        out += String(repeating: " ", count: indent) + "]}"
    }

    /// A JSON number: whole values without a fraction, others in their shortest
    /// exact form; non-finite values (never produced by the engine) as 0.
    ///
    /// ```swift
    /// LayoutJSON.number(40)          // "40"
    /// LayoutJSON.number(33.328125)   // "33.328125"
    /// ```
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }
}
