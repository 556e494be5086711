extension Node {
    /// Lays this node out as a root in `available` space.
    ///
    /// The root is sized as an absolutely positioned box at the origin of a
    /// containing block `available` wide (infinite for `.maxContent`, zero for
    /// `.minContent`): an `auto` width is its fit-content width in that space,
    /// an `auto` height its content height; then it is laid out at that definite
    /// size (as the fixtures the engine is tested against lay out their root:
    /// `Tests/Fixtures/SCHEMA.md` in the repository, "The root").
    ///
    /// ```swift
    /// let layout = node.layout(available: AvailableSize(Size(width: 800, height: 600)))
    /// layout.frame          // the root's border box
    /// layout.children[0]    // the first item's border box, relative to the root
    /// ```
    public func layout(available: AvailableSize) -> NodeLayout {
        layoutAsRoot(available) { node, request in performLayout(node, request) }
    }

    /// ``layout(available:)`` with `perform` laying the root out under the request the
    /// available space gives it (see ``performLayout(_:_:)``).
    func layoutAsRoot(_ available: AvailableSize,
                      _ perform: (UnsafePointer<Node>, SizingRequest) -> NodeLayout) -> NodeLayout {
        if style.display == .none { return hiddenLayout(self) }
        let containerWidth: Double? = switch available.width {
        case .definite(let value): value.isFinite ? min(max(0, value), largestLength) : nil
        case .minContent: 0
        case .maxContent: nil
        }
        let containerHeight = available.height.definiteValue.flatMap { $0.isFinite ? min(max(0, $0), largestLength) : nil }
        let margins = style.resolvedMargins(percentBasisWidth: containerWidth)
        let marginX = margins.sumOrZero(.horizontal)
        var request = SizingRequest(
            availableWidth: containerWidth.map { .definite(max(0, $0 - marginX)) } ?? .maxContent,
            availableHeight: .maxContent,
            percentBasisWidth: containerWidth, percentBasisHeight: containerHeight)
        // The pass's cache lives for the whole pass: requests and grid states refer to
        // it without retaining it. A pass that would place too many subgridded tracks is
        // laid out again with fewer per grid (see ``SubgridTrackBudget``); one that would
        // answer too many questions of a container, without §12.1 step 3 (see
        // ``QuestionBudget``).
        var subgridTracks = SubgridTrackBudget()
        var questions = QuestionBudget()
        var result: NodeLayout
        while true {
            let cache = PassCache(subgridTracks: subgridTracks, questions: questions)
            request.cache = cache
            result = withExtendedLifetime(cache) { withUnsafePointer(to: self) { perform($0, request) } }
            guard cache.isOverdrawn else { break }
            if cache.arena.subgridTracks.isOverdrawn { subgridTracks = subgridTracks.next }
            if cache.questions.isOverdrawn { questions = questions.next }
        }
        result.frame.x = margins.left ?? 0
        result.frame.y = margins.top ?? 0
        result.frame = result.frame.finite
        return result
    }
}
