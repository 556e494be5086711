import LatticeCore

/// The layout target's input: a tree and the space to lay it out in.
///
/// The bytes code the available width and height, whether to make the tree one the
/// overlap check applies to (see ``OverlapCheckTree``), then a run of operations on the
/// node being built (the root first):
///
/// - `child`: a new child of the node, built until its `end` (at most ``maxDepth``
///   deep, ``maxNodes`` nodes: past those it is ignored);
/// - `end`: the node is complete, its parent is built on;
/// - `property`: one property of the node's style (see ``StyleField``);
/// - `words`, `box`: the node's content (see ``TreeNode/Content``).
///
/// A node given children and no `display` is a grid. Bytes past the end read as zeros;
/// any input is a tree.
struct TreeCoding {
    static let maxDepth = 12
    static let maxNodes = 1_200

    enum Operation: Int, CaseIterable {
        case child, end, property, words, box
    }

    var available = AvailableSize(width: .maxContent, height: .maxContent)
    var forOverlapCheck = false
    var root = TreeNode()

    /// The tree `bytes` code.
    init(decoding bytes: UnsafeBufferPointer<UInt8>) {
        var decoder = ByteDecoder(bytes)
        decoder.code(&available)
        decoder.code(&forOverlapCheck)
        // The nodes being built, the root first, each with whether its bytes set its display.
        var open: [(node: TreeNode, setsDisplay: Bool)] = [(TreeNode(), false)]
        var nodes = 1
        func close() {
            var (node, setsDisplay) = open.removeLast()
            if !setsDisplay && !node.children.isEmpty { node.style.display = .grid }
            open[open.count - 1].node.children.append(node)
        }
        while !decoder.isAtEnd {
            var operation = Operation.child
            decoder.code(&operation, among: Operation.allCases)
            switch operation {
            case .child:
                guard open.count < Self.maxDepth, nodes < Self.maxNodes else { continue }
                open.append((TreeNode(), false))
                nodes += 1
            case .end:
                if open.count > 1 { close() }
            case .property:
                var field = StyleField.display
                decoder.code(&field, among: StyleField.allCases)
                decoder.code(field, of: &open[open.count - 1].node.style)
                if field == .display { open[open.count - 1].setsDisplay = true }
            case .words, .box:
                var content = TreeNode.Content.words(WordsContent(widths: [], lineHeight: 0))
                if operation == .box { content = .box(width: 0, height: 0, intrinsic: nil) }
                decoder.code(&content)
                open[open.count - 1].node.content = content
            }
        }
        while open.count > 1 { close() }
        root = open[0].node
        if !open[0].setsDisplay && !root.children.isEmpty { root.style.display = .grid }
        if forOverlapCheck { OverlapCheckTree.adapt(&root, &available) }
    }

    /// The bytes of `root` laid out in `available` (a seed).
    static func encode(_ root: TreeNode, available: AvailableSize) -> [UInt8] {
        var encoder = ByteEncoder()
        var space = available, overlap = false
        encoder.code(&space)
        encoder.code(&overlap)
        encode(root, into: &encoder)
        return encoder.bytes
    }

    private static func encode(_ node: TreeNode, into encoder: inout ByteEncoder) {
        var style = node.style
        let defaults = Style()
        for field in StyleField.allCases {
            // The properties that differ from the default, and a grid's display (a node
            // with children and no display decodes as a grid).
            var mine = ByteEncoder(), theirs = ByteEncoder(), copy = defaults
            mine.code(field, of: &style)
            theirs.code(field, of: &copy)
            guard mine.bytes != theirs.bytes || (field == .display && !node.children.isEmpty) else { continue }
            var operation = Operation.property, property = field
            encoder.code(&operation, among: Operation.allCases)
            encoder.code(&property, among: StyleField.allCases)
            encoder.code(field, of: &style)
        }
        if var content = node.content {
            var operation: Operation
            if case .words = content { operation = .words } else { operation = .box }
            encoder.code(&operation, among: Operation.allCases)
            encoder.code(&content)
        }
        for child in node.children {
            var operation = Operation.child
            encoder.code(&operation, among: Operation.allCases)
            encode(child, into: &encoder)
            operation = .end
            encoder.code(&operation, among: Operation.allCases)
        }
    }
}

extension ValueCoder {
    mutating func code(_ space: inout AvailableSpace) {
        var tag: Int, number = 0.0
        switch space {
        case .definite(let value): (tag, number) = (0, value)
        case .minContent: tag = 1
        case .maxContent: tag = 2
        }
        code(choice: &tag, of: 3)
        if tag == 0 { code(&number) }
        space = [.definite(number), .minContent, .maxContent][tag]
    }

    mutating func code(_ size: inout AvailableSize) {
        code(&size.width)
        code(&size.height)
    }

    /// A content of the kind `content` already is (the operation said which).
    mutating func code(_ content: inout TreeNode.Content) {
        switch content {
        case .words(let words):
            var widths = words.widths, lineHeight = words.lineHeight, font = words.font
            code(&widths, limit: 32, blank: 0) { $0.code(&$1) }
            code(&lineHeight)
            code(&font, blank: .ahem) {
                $0.code(&$1.ascent)
                $0.code(&$1.descent)
            }
            content = .words(WordsContent(widths: widths, lineHeight: lineHeight, font: font))
        case .box(var width, var height, let intrinsic):
            code(&width)
            code(&height)
            // None, the box's own width, or any two.
            var tag = intrinsic == nil ? 0 : intrinsic == Measure.IntrinsicWidths(minContent: width, maxContent: width) ? 1 : 2
            code(choice: &tag, of: 3)
            var minimum = intrinsic?.minContent ?? 0, maximum = intrinsic?.maxContent ?? 0
            if tag == 2 {
                code(&minimum)
                code(&maximum)
            }
            content = .box(width: width, height: height, intrinsic: [nil, Measure.IntrinsicWidths(minContent: width, maxContent: width),
                                                                     Measure.IntrinsicWidths(minContent: minimum, maxContent: maximum)][tag])
        }
    }
}
