// CSS Grid 3 (grid lanes), "Sizing Grid Lanes Containers", with CSS Grid §5.2 and
// §12.1: the size of a grid-lanes container, its intrinsic widths, and its layout.

/// Lays out grid-lanes containers (`display: grid-lanes`).
enum GridLanesLayout {
    /// Runs `body` with a grid-lanes state for `node`.
    ///
    /// - Parameter keywords: whether to resolve content keywords in the container's
    ///   width and min/max width (see ``GridLayout/withState(_:_:keywords:_:)``).
    static func withState<R>(_ node: UnsafePointer<Node>, _ request: SizingRequest, keywords: Bool = true,
                             _ body: (inout GridLanesState) -> R) -> R {
        GridLayout.withState(node, request, keywords: keywords) { grid in
            var state = GridLanesState(grid: grid)
            return body(&state)
        }
    }

    /// The border-box size of the grid-lanes container `node` under `request`.
    /// (Not inlined, here and below: the dispatch in ``computeSize(_:_:box:)`` and
    /// ``performLayout(_:_:)`` stays lean for grids and leaves.)
    @inline(never)
    static func size(_ node: UnsafePointer<Node>, _ request: SizingRequest) -> Size {
        if let width = request.knownWidth, let height = request.knownHeight { return Size(width: width, height: height) }
        func answer() -> Size { withState(node, request) { state in state.resolveSize(request) } }
        guard let cache = request.cache else { return answer() }
        // A grid-lanes container sizes its lanes afresh for each question, asking each
        // item again, and each item asks the containers inside it again in turn: nested n
        // deep, some 10^n runs. Its answers are kept for the pass, as those of a grid
        // whose runs cannot be continued; and while it answers, so are those of the
        // grids inside it (see ``PassCache/sizes``).
        cache.questionsBeingAnswered += 1
        defer { cache.questionsBeingAnswered -= 1 }
        return cache.keptSize(node, request, answer: {
            cache.sizingRuns += 1
            return answer()
        }, check: answer)
    }

    /// The container laid out at the size it takes under `request`; `running` is given
    /// the running positions after its last item.
    @inline(never)
    static func layout(_ node: UnsafePointer<Node>, _ request: SizingRequest,
                       running: ((RunningPositions) -> Void)? = nil) -> NodeLayout {
        withState(node, request) { state in
            let layout = state.layout(request)
            running?(state.running)
            return layout
        }
    }

    /// The min-content and max-content border-box widths of the container's content (not
    /// clamped by its own min and max widths).
    @inline(never)
    static func contentWidths(_ node: UnsafePointer<Node>, _ request: SizingRequest, _ box: ResolvedBox) -> (min: Double, max: Double) {
        withState(node, request, keywords: false) { state in
            let widths = state.intrinsicWidths(request, clamped: false)
            let floor = box.paddingBorder(.horizontal)
            return (max(widths.min, floor), max(widths.max, floor))
        }
    }
}

extension GridLanesState {
    /// The container's border-box size under `request` (CSS Grid §5.2 as for a grid): a
    /// known or definite width, else its fit-content width between its intrinsic widths
    /// (see ``intrinsicWidths(_:clamped:)``) in the available space; then a definite
    /// height, else the content height of a run at that width: the stack's extent for
    /// column lanes, the lanes' sizes for row lanes. Each is clamped by the container's
    /// min and max sizes. (An `aspect-ratio` of the container itself is not applied.)
    /// Leaves the state as the last run left it.
    mutating func resolveSize(_ request: SizingRequest) -> Size {
        let box = grid.container.box
        var knownWidth = request.knownWidth ?? box.width
        if knownWidth == nil {
            let widths = intrinsicWidths(request, clamped: true)
            switch keywordSpace(style.width, request.availableWidth) {
            case .definite(let space): knownWidth = box.clamp(min(widths.max, max(widths.min, space)), .horizontal)
            case .minContent: knownWidth = widths.min
            case .maxContent: knownWidth = widths.max
            }
        }
        let width = knownWidth ?? 0
        let knownHeight = request.knownHeight ?? box.height
        heightWasIntrinsic = knownHeight == nil
        if request.widthOnly { return Size(width: width, height: knownHeight ?? 0) }
        if let knownHeight { return Size(width: width, height: knownHeight) }
        var sized = request
        sized.knownWidth = width
        return run(width: .definite(max(0, width - box.insets(.horizontal))), height: .maxContent, request: sized)
    }

    /// The container's min-content and max-content border-box widths, clamped by its min
    /// and max widths when `clamped`. Column lanes: the lanes sized under a min-content
    /// and a max-content constraint (CSS Grid §12.1). Row lanes: both are the extent of
    /// the stack with every item at its max-content width (as Chromium sizes them).
    mutating func intrinsicWidths(_ request: SizingRequest, clamped: Bool) -> (min: Double, max: Double) {
        let box = grid.container.box
        let height = (request.knownHeight ?? box.height).map { AvailableSpace.definite(max(0, $0 - box.insets(.vertical))) }
            ?? .maxContent
        func width(_ space: AvailableSpace) -> Double {
            run(width: space, height: height, request: request)
            let content = laneAxis == .horizontal ? grid.columns.tracks.totalSize() : running.extent
            let width = content + box.insets(.horizontal)
            return clamped ? box.clamp(width, .horizontal) : width
        }
        let maximum = width(.maxContent)
        return (laneAxis == .horizontal ? width(.minContent) : maximum, maximum)
    }

    /// Lays the container out at the size it takes under `request` (see ``resolveSize(_:)``),
    /// with that size definite: percentages resolve against it, flexible lanes and
    /// `stretch` fill it, the stack and the lanes are aligned in it.
    mutating func layout(_ request: SizingRequest) -> NodeLayout {
        var size: Size
        if request.intrinsicHeight, let height = request.knownHeight {
            // The height is the container's own content height (clamped): found as it was,
            // with an indefinite height, then taken.
            var own = request
            own.knownHeight = nil
            size = resolveSize(own)
            size.height = height
        } else {
            size = resolveSize(request)
        }
        let box = grid.container.box
        var sized = request
        sized.knownWidth = size.width
        sized.knownHeight = size.height
        sized.intrinsicHeight = request.intrinsicHeight || heightWasIntrinsic
        let width = AvailableSpace.definite(max(0, size.width - box.insets(.horizontal)))
        let height = AvailableSpace.definite(max(0, size.height - box.insets(.vertical)))
        if !lastRunHolds(width: width, height: height) { run(width: width, height: height, request: sized) }
        return finishLayout(size: size)
    }

    /// Whether the last run laid the items out as a run in these content-box spaces
    /// would: column lanes in the same width, where the height only moves the stack as a
    /// whole (a percentage `row-gap` aside, which resolves against it). Row lanes are
    /// sized in the height, so they run again.
    private func lastRunHolds(width: AvailableSpace, height: AvailableSpace) -> Bool {
        guard let last = lastSpaces, laneAxis == .horizontal, last.width == width else { return false }
        return last.height == height || !style.rowGap.isPercent
    }
}
