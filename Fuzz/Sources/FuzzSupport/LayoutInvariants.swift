import LatticeCore

/// What every layout must satisfy, whatever the tree and the space:
///
/// - every frame's numbers are finite, its width and height not negative; a grid's
///   baselines are finite, and so are its tracks when it has few enough to list (see
///   ``TrackCountBound``), their sizes not negative unless the grid is a subgrid on
///   that axis;
/// - layout is deterministic: a second layout of the same tree is the same, bit for bit;
/// - a relayout of the same input (the input decoded again: other storage, other
///   measure closures, through a `LayoutCache`) is the same;
/// - the items of an auto-placed grid do not overlap (see ``AutoPlacedItems``).
public enum LayoutInvariants {
    /// Lays `node` out in `available` and checks the invariants; `copy` is the same input
    /// decoded again. `contentIsWellFormed` says that every measure keeps its contract
    /// (finite, non-negative sizes; the intrinsic widths it reports are those it answers),
    /// which the overlap check needs.
    @discardableResult
    public static func check(_ node: Node, copy: Node, available: AvailableSize,
                             contentIsWellFormed: Bool) -> NodeLayout {
        let first = node.layout(available: available)
        checkFrames(first, node, path: [])
        let second = node.layout(available: available)
        checkSame(first, second, node, path: [], "a second layout of the same tree")
        let relayout = LayoutCache().layout(copy, available: available)
        checkSame(first, relayout, node, path: [], "a relayout of the same input")
        if contentIsWellFormed {
            AutoPlacedItems.check(node, first, available: available)
        }
        return first
    }

    /// Checks that `layout` (of `node`, where the tree has one) and its children's have
    /// finite frames with non-negative sizes, finite baselines, and finite tracks.
    public static func checkFrames(_ layout: NodeLayout, _ node: Node?, path: [Int]) {
        let frame = layout.frame
        require(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite,
                "\(describe(path)): frame \(frame) is not finite")
        require(frame.width >= 0 && frame.height >= 0, "\(describe(path)): frame \(frame) has a negative size")
        if let baselines = layout.baselines {
            require(baselines.first.isFinite && baselines.last.isFinite,
                    "\(describe(path)): baselines \(baselines) are not finite")
        }
        if let node, TrackCountBound.hasFewTracks(node) {
            for (axis, tracks) in [(Axis.horizontal, layout.columns), (.vertical, layout.rows)] {
                guard let tracks else { continue }
                let name = axis == .horizontal ? "columns" : "rows"
                require(tracks.gap.isFinite, "\(describe(path)): \(name) gap \(tracks.gap) is not finite")
                require(tracks.offsets.allSatisfy(\.isFinite), "\(describe(path)): \(name) have an offset that is not finite")
                require(tracks.sizes.allSatisfy(\.isFinite), "\(describe(path)): \(name) have a size that is not finite")
                // (A subgrid's tracks are its parent's less half the difference of their
                // gaps on each inner side, which may leave a narrow one below zero.)
                if !node.style.gridTemplate(axis).isSubgrid {
                    require(tracks.sizes.allSatisfy { $0 >= 0 }, "\(describe(path)): \(name) have a negative size")
                }
            }
        }
        for (index, child) in layout.children.enumerated() {
            let childNode = node.flatMap { index < $0.children.count ? $0.children[index] : nil }
            checkFrames(child, childNode, path: path + [index])
        }
    }

    /// Checks that `a` and `b`, two layouts of `node`, are the same: frames bit for bit,
    /// baselines, tracks (when few enough to list), and so on down the tree.
    public static func checkSame(_ a: NodeLayout, _ b: NodeLayout, _ node: Node?, path: [Int], _ what: String) {
        func same(_ x: Double, _ y: Double) -> Bool { x.bitPattern == y.bitPattern }
        let (f, g) = (a.frame, b.frame)
        require(same(f.x, g.x) && same(f.y, g.y) && same(f.width, g.width) && same(f.height, g.height),
                "\(describe(path)): \(what) differs: frame \(f) then \(g)")
        require(a.baselines == b.baselines, "\(describe(path)): \(what) differs: baselines \(String(describing: a.baselines)) then \(String(describing: b.baselines))")
        require(a.children.count == b.children.count,
                "\(describe(path)): \(what) differs: \(a.children.count) children then \(b.children.count)")
        if let node, TrackCountBound.hasFewTracks(node) {
            require(a.columns == b.columns, "\(describe(path)): \(what) differs in its columns")
            require(a.rows == b.rows, "\(describe(path)): \(what) differs in its rows")
        }
        for index in a.children.indices {
            let childNode = node.flatMap { index < $0.children.count ? $0.children[index] : nil }
            checkSame(a.children[index], b.children[index], childNode, path: path + [index], what)
        }
    }

    /// `root/children[2]/children[0]` for the path `[2, 0]`.
    static func describe(_ path: [Int]) -> String {
        path.reduce("root") { $0 + "/children[\($1)]" }
    }
}
