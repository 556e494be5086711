// CSS Grid §12.1: the grid sizing algorithm, and laying out a grid container.

/// Lays out grid containers.
enum GridLayout {
    /// Runs `body` with a grid state for `node` that is dropped afterwards (the states the
    /// pass cache keeps are made by ``PassCache/newState(_:_:_:)``).
    static func withState<R>(_ node: UnsafePointer<Node>, _ request: SizingRequest, keywords: Bool = true,
                             _ body: (inout GridState) -> R) -> R {
        // (Outside a pass, the state's items and tracks live in an arena of its own.)
        let arena = request.cache?.arena ?? PassArena()
        return withExtendedLifetime(arena) {
            node.pointee.children.withUnsafeBufferPointer { children in
                var state = GridState(node: node, children: children, request: request, arena: arena, keywords: keywords)
                return body(&state)
            }
        }
    }

    /// The border-box size of the grid container `node` under `request`.
    static func size(_ node: UnsafePointer<Node>, _ request: SizingRequest) -> Size {
        if let width = request.knownWidth, let height = request.knownHeight { return Size(width: width, height: height) }
        guard let cache = request.cache else {
            return withState(node, request) { state in state.resolveSize(request) }
        }
        // A grid asked while another answers a question of its own is asked again for
        // that grid's next question, and asks the grids inside it again in turn: nested n
        // deep, some 2^n times. Its answers are kept (see ``PassCache/sizes``), as are those
        // of a grid whose width depends on the space given, whose runs cannot be continued.
        let keepsAnswer = cache.questionsBeingAnswered > 0 || ResolvedBox.hasKeywordWidth(node)
        cache.questionsBeingAnswered += 1
        defer { cache.questionsBeingAnswered -= 1 }
        guard keepsAnswer else { return sizeInRun(node, request, cache) }
        return cache.keptSize(node, request, answer: { sizeInRun(node, request, cache) },
                              check: { sizeInNewRun(node, request, cache) })
    }

    /// ``size(_:_:)`` continuing the grid's last run when there is one (its placement and
    /// its items' measurements still hold where their inputs are the same), else in a new run.
    @inline(__always)
    private static func sizeInRun(_ node: UnsafePointer<Node>, _ request: SizingRequest, _ cache: PassCache) -> Size {
        cache.sizingRuns += 1
        if let state = cache.reusableState(node, request) {
            return withChildren(node) { children in
                state.pointee.container.enter(node, children)
                return state.pointee.resolveSize(request)
            }
        }
        return sizeInNewRun(node, request, cache)
    }

    /// ``size(_:_:)`` in a new sizing run, kept as the grid's last.
    private static func sizeInNewRun(_ node: UnsafePointer<Node>, _ request: SizingRequest, _ cache: PassCache) -> Size {
        withChildren(node) { children in
            let state = cache.newState(node, children, request)
            state.pointee.container.enter(node, children)
            return state.pointee.resolveSize(request)
        }
    }

    /// Runs `body` with the children of `node` in place, for a state the pass cache keeps
    /// to read them in (see ``GridContainer/enter(_:_:)``).
    @inline(__always)
    private static func withChildren<R>(_ node: UnsafePointer<Node>, _ body: (UnsafeBufferPointer<Node>) -> R) -> R {
        node.pointee.children.withUnsafeBufferPointer(body)
    }

    /// The grid container laid out at the size it takes under `request`.
    static func layout(_ node: UnsafePointer<Node>, _ request: SizingRequest) -> NodeLayout {
        let layout = layoutFromLastRun(node, request)
        // A grid is laid out once per pass: its last run can go (its slot serves the
        // next grid's state; its items and tracks stay in the pass's arena).
        request.cache?.discard(node, request)
        return layout
    }

    /// ``layout(_:_:)``, continuing from the grid's last sizing run where it holds.
    private static func layoutFromLastRun(_ node: UnsafePointer<Node>, _ request: SizingRequest) -> NodeLayout {
        if let cache = request.cache, let width = request.knownWidth, let height = request.knownHeight,
           let state = cache.reusableState(node, request) {
            let layout: NodeLayout? = withChildren(node) { children in
                state.pointee.container.enter(node, children)
                // Start from the last sizing run when it sized this grid as the final size would.
                let size = Size(width: width, height: height)
                if state.pointee.takeFinalSize(size, ownMaxSize: request.intrinsicHeight) {
                    return state.pointee.finishLayout(size: size, request: request)
                }
                let insets = state.pointee.container.box
                let contentWidth = AvailableSpace.definite(max(0, width - insets.insets(.horizontal)))
                let contentHeight = AvailableSpace.definite(max(0, height - insets.insets(.vertical)))
                let memo = state.pointee.memo
                if request.intrinsicHeight, memo.lastSpaces?.width == contentWidth, memo.heightWasIntrinsic,
                   memo.lastSpaces?.height == .maxContent {
                    // The height is the one the grid found from its content at this width: its
                    // columns hold, and only the rows are sized again in that definite height.
                    state.pointee.memo.columnsAreFinal = true
                    state.pointee.run(width: contentWidth, height: contentHeight, request: request)
                    return state.pointee.finishLayout(size: size, request: request)
                }
                return nil
            }
            if let layout { return layout }
        }
        return withState(node, request) { state in
            var size: Size
            if request.intrinsicHeight, let height = request.knownHeight {
                // The height is the grid's own content height (clamped): size the rows as
                // that content height was found, with an indefinite height, then take it.
                var own = request
                own.knownHeight = nil
                size = state.resolveSize(own)
                size.height = height
            } else {
                size = state.resolveSize(request)
            }
            var sized = request
            sized.knownWidth = size.width
            sized.knownHeight = size.height
            sized.intrinsicHeight = request.intrinsicHeight || state.memo.heightWasIntrinsic
            let width = AvailableSpace.definite(max(0, size.width - state.container.box.insets(.horizontal)))
            let height = AvailableSpace.definite(max(0, size.height - state.container.box.insets(.vertical)))
            if !state.takeFinalSize(size, ownMaxSize: true) {
                // The columns found for this width hold: only the rows are sized again
                // in the definite height (as browsers do).
                state.memo.columnsAreFinal = state.memo.lastSpaces?.width == width
                state.run(width: width, height: height, request: sized)
            }
            return state.finishLayout(size: size, request: sized)
        }
    }
}

extension GridState {
    /// Takes the grid's final border-box `size` when the last run already sized it as a
    /// run in that size would: the same width, and the same height, or the height its
    /// content grew its ratio height to (see ``resolveSize(_:)``), or rows that hold in it
    /// (see ``rowsIndependentOfHeight(_:ownMaxSize:)``, then stretched into it).
    /// Returns whether it could; if not, the grid needs another run.
    mutating func takeFinalSize(_ size: Size, ownMaxSize: Bool) -> Bool {
        let width = AvailableSpace.definite(max(0, size.width - container.box.insets(.horizontal)))
        let height = AvailableSpace.definite(max(0, size.height - container.box.insets(.vertical)))
        guard memo.lastSpaces?.width == width else { return false }
        if memo.lastSpaces?.height == height || memo.heightGrownFromRatio == size.height { return true }
        guard rowsIndependentOfHeight(size.height, ownMaxSize: ownMaxSize) else { return false }
        settleRows(height: size.height)
        #if LATTICE_CHECKS
        // (The grid's own content height keeps rows that grew in §12.6 where a run in that
        // definite height may not grow them; and rows sized again after §12.1 step 3 took
        // the heights of subgrids' items in the columns those subgrids sized in the first
        // pass, not in the columns step 3 gave. A run in the final size is not the rule there.)
        if !(ownMaxSize && memo.rowsGrewToLimits) && !(memo.columnsFollowedRows && hasSubgridSizingItsOwnColumns) {
            checkRowsAgainstARun(size)
        }
        #endif
        return true
    }

    /// A state for `node`, whose children are read in place from `children`.
    ///
    /// - Parameter keywords: whether to resolve content keywords in the container's
    ///   width and min/max width (which takes two intrinsic runs).
    init(node: UnsafePointer<Node>, children: UnsafeBufferPointer<Node>, request: SizingRequest, arena: PassArena,
         keywords: Bool = true) {
        let box = keywords ? resolvedBox(node, request)
            : ResolvedBox(node, percentBasisWidth: request.percentBasisWidth, percentBasisHeight: request.percentBasisHeight)
        container = GridContainer(node: node, children: children, cache: request.cache, arena: arena,
                                  percentBasis: (request.percentBasisWidth, request.percentBasisHeight), box: box,
                                  offersCells: node.pointee.style.itemSizing == .offerCell)
    }

    /// The content-box height a known border-box height gives the rows, else max-content.
    private func rowSpace(_ knownHeight: Double?) -> AvailableSpace {
        knownHeight.map { .definite(max(0, $0 - container.box.insets(.vertical))) } ?? .maxContent
    }

    /// Determines the container's border-box size (§12.1), leaving the state as
    /// sized by the last run.
    mutating func resolveSize(_ request: SizingRequest) -> Size {
        var knownWidth = request.knownWidth ?? container.box.width
        // An aspect ratio gives an auto height from the width, but (CSS Sizing 4 §5.1)
        // the content still sets the minimum while overflow is visible.
        // (A percentage height of an indefinite containing block behaves as auto, CSS Sizing 3 §5.2.1,
        // but keeps the ratio height: Chrome gives it no content floor.)
        let heightIsAuto = container.style.heightBehavesAsAuto
            || (container.style.height.isPercent && container.box.height == nil)
        let ratio = heightIsAuto ? container.style.usableAspectRatio : nil
        let ratioIsFloor = ratio != nil && container.style.heightBehavesAsAuto
            && container.style.hasAutomaticMinimum(.vertical)
        let knownHeight = request.knownHeight ?? (ratioIsFloor && container.box.heightFromRatio ? nil : container.box.height)
        let insetX = container.box.insets(.horizontal)

        memo.heightWasIntrinsic = knownHeight == nil
        if request.knownWidth == nil, container.box.width == nil, let height = request.knownHeight,
           let ratio = container.style.usableAspectRatio,
           container.style.width.isAuto || (container.style.width.isPercent && request.percentBasisWidth == nil) {
            // CSS Sizing 4 §5.1: a known (stretched) height gives the width through the ratio.
            let width = container.box.clamp(container.box.ratioWidth(container.node, ratio, height: height), .horizontal)
            if request.heightIsStretched, !request.widthOnly {
                // Stretched by `normal` alignment: no min-content floor on the width; the
                // height is the ratio height of the width, grown to the content laid out in it
                // while overflow is visible (as for leaves, see ``leafSize``).
                let ratioHeight = container.box.clamp(container.box.ratioHeight(container.node, ratio, width: width), .vertical)
                var sized = request
                sized.knownWidth = width
                let grows = container.style.hasAutomaticMinimum(.vertical)
                return sizeInRatioHeight(width: width, ratioHeight: ratioHeight, request: sized, grows: grows)
            }
            knownWidth = flooredTransferredWidth(width, height: height, request: request)
        }
        if request.knownWidth == nil, container.box.widthFromRatio, let transferred = knownWidth {
            knownWidth = flooredTransferredWidth(transferred, height: knownHeight, request: request)
        }
        if knownWidth == nil {
            let available = keywordSpace(container.style.width, request.availableWidth)
            if case .definite(let space) = available {
                // Shrink-to-fit: min(max-content, max(min-content, available)).
                // The rows take a definite height already in these runs (§12.1 step 3 may
                // size the columns again from them).
                let heightSpace = rowSpace(knownHeight)
                let minimum = run(width: .minContent, height: heightSpace, request: request, columnsOnly: request.widthOnly).width
                let maximum = max(minimum, run(width: .maxContent, height: heightSpace, request: request,
                                               columnsOnly: request.widthOnly).width)
                knownWidth = container.box.clamp(min(maximum, max(minimum, space)), .horizontal)
            } else {
                var size = run(width: available == .minContent ? .minContent : .maxContent,
                               height: rowSpace(knownHeight), request: request,
                               columnsOnly: request.widthOnly)
                if available != .minContent, items.someWidthFollowsRows {
                    // The max-content width is never below the min-content width, which §12.1
                    // step 3 can make the larger: an item whose width follows its row (an
                    // `aspect-ratio` item) beside words, their row taller at min-content width.
                    let minimum = run(width: .minContent, height: rowSpace(knownHeight), request: request,
                                      columnsOnly: request.widthOnly).width
                    size.width = max(size.width, minimum)
                }
                knownWidth = size.width
                if knownHeight != nil || request.widthOnly { return size }
            }
        }
        guard let width = knownWidth else { return .zero }
        if request.widthOnly { return Size(width: width, height: knownHeight ?? 0) }
        var sized = request
        sized.knownWidth = width
        if knownHeight == nil, let ratio, request.knownHeight == nil {
            let ratioHeight = container.box.clamp(container.box.ratioHeight(container.node, ratio, width: width), .vertical)
            if !ratioIsFloor {
                memo.heightWasIntrinsic = false
                return Size(width: width, height: ratioHeight)
            }
            return sizeInRatioHeight(width: width, ratioHeight: ratioHeight, request: sized, grows: true)
        }
        let size = run(width: .definite(max(0, width - insetX)),
                       height: rowSpace(knownHeight), request: sized)
        return Size(width: width, height: knownHeight ?? size.height)
    }

    /// Lays the grid out at `width` in its ratio height and returns its size: the ratio
    /// height, grown to fit the content laid out in it when the content `grows` the box
    /// (CSS Sizing 4 §5.1: an automatic minimum, overflow visible). Browsers lay the box
    /// out in the ratio height, so tracks do not grow into space it does not have.
    private mutating func sizeInRatioHeight(width: Double, ratioHeight: Double, request: SizingRequest,
                                            grows: Bool) -> Size {
        run(width: .definite(max(0, width - container.box.insets(.horizontal))),
            height: .definite(max(0, ratioHeight - container.box.insets(.vertical))), request: request)
        guard grows else { return Size(width: width, height: ratioHeight) }
        let content = container.box.clamp(rows.tracks.totalSize() + container.box.insets(.vertical), .vertical)
        if content > ratioHeight { memo.heightGrownFromRatio = content }
        return Size(width: width, height: max(ratioHeight, content))
    }

    /// A width transferred through the aspect ratio, floored by the automatic minimum,
    /// the min-content width laid out with the rows in `height` (a specified max width
    /// still wins), while overflow is visible (CSS Sizing 4 §5.1).
    private mutating func flooredTransferredWidth(_ width: Double, height: Double?, request: SizingRequest) -> Double {
        guard container.style.hasAutomaticMinimum(.horizontal) else { return width }
        let minimum = run(width: .minContent, height: rowSpace(height), request: request).width
        return max(width, min(minimum, container.box.specifiedMaxWidth ?? .infinity))
    }

    /// One run of the grid sizing algorithm with the given content-box spaces;
    /// returns the border-box size it gives (clamped by min/max sizes).
    ///
    /// - Parameter columnsOnly: only the width is wanted: the rows are not sized unless
    ///   an item's width follows them (§12.1 step 3), and the height returned is then 0
    ///   (or the definite `height`).
    @discardableResult
    mutating func run(width: AvailableSpace, height: AvailableSpace, request: SizingRequest,
                      columnsOnly: Bool = false) -> Size {
        let insetX = container.box.insets(.horizontal)
        let insetY = container.box.insets(.vertical)
        let contentWidth = width.definiteValue
        let contentHeight = height.definiteValue
        rows.isSized = false
        memo.heightGrownFromRatio = nil
        columns.gap = usedGap(.horizontal, size: contentWidth)
        rows.gap = usedGap(.vertical, size: contentHeight)

        // §7.2.3.2: repetitions count from a definite size, else the max, else the min size.
        // Columns are laid out again at the used width (even a shrink-to-fit one), as
        // browsers do; a content-sized height stays indefinite for the rows.
        let repeatWidth = (request.knownWidth ?? container.box.width).map { max(0, $0 - insetX) }
        let repeatHeight = request.intrinsicHeight ? nil : (request.knownHeight ?? container.box.height).map { max(0, $0 - insetY) }
        // The container's content-box min and max sizes.
        let minWidth = container.box.minWidth.map { max(0, $0 - insetX) }
        let maxWidth = container.box.maxWidth.map { max(0, $0 - insetX) }
        let minHeight = container.box.minHeight.map { max(0, $0 - insetY) }
        let maxHeight = container.box.maxHeight.map { max(0, $0 - insetY) }
        // §7.1: the explicit tracks, expanded once per style when they have no
        // auto-repeat (whose count depends on the space).
        let explicitColumnTracks = explicitTracks(.horizontal, size: repeatWidth, maxSize: maxWidth, minSize: minWidth,
                                                  gap: columns.gap)
        let explicitRowTracks = explicitTracks(.vertical, size: repeatHeight, maxSize: maxHeight, minSize: minHeight,
                                               gap: rows.gap)

        let placementKept = placeItems(explicitColumnTracks, explicitRowTracks, contentSize: (contentWidth, contentHeight))
        // The columns of the previous run hold when the width is the same and they did
        // not follow the rows (§12.1 step 3): only the rows are sized again.
        let keepColumns = placementKept && memo.lastSpaces?.width == width && (!memo.columnsFollowedRows || memo.columnsAreFinal)
        if !keepColumns {
            resolveTracks(.horizontal, basis: contentWidth)
            columns.setGaps(columns.gap)
            shareTracksWithSubgrids(.horizontal, sized: false)
        }
        resolveTracks(.vertical, basis: contentHeight)
        rows.setGaps(rows.gap)
        shareTracksWithSubgrids(.vertical, sized: false)
        // The border-box width the columns give (clamped by min/max sizes).
        func usedWidth() -> Double {
            contentWidth.map { $0 + insetX } ?? container.box.clamp(columns.tracks.totalSize() + insetX, .horizontal)
        }

        // §12.1 steps 1–2: columns, then rows.
        if !keepColumns {
            sizeTracks(.horizontal, space: width, minSize: minWidth, maxSize: maxWidth)
            // CSS Grid 2 §12.1 step 2: in a definite width, the rows are sized with the
            // column gaps `justify-content` widens.
            if let contentWidth { distributeGaps(.horizontal, size: contentWidth) }
        }
        shareTracksWithSubgrids(.horizontal, sized: true)
        settleWidthsFollowingRows()
        // (A subgrid asked its width before its parent has sized the rows it takes does not
        // size them itself: its items' heights are not known yet, and the parent sizes its
        // columns again once they are, §12.1 step 3, as Chromium does.)
        if columnsOnly && (!items.someWidthFollowsRows || rowsAwaitTheParent || !columnsFollowRows) {
            // The rows are left unsized: no later run may take them as sized.
            memo.lastSpaces = nil
            memo.columnsFollowedRows = false
            return Size(width: usedWidth(), height: contentHeight.map { $0 + insetY } ?? 0)
        }
        alignBaselines()
        sizeTracks(.vertical, space: height, minSize: minHeight, maxSize: maxHeight)
        shareTracksWithSubgrids(.vertical, sized: true)

        // A content-sized height is that of these first rows, as in Chrome: it takes the
        // grid's height before step 3, which then runs again in the definite height.
        let firstRowsTotal = rows.tracks.totalSize()

        // §12.1 step 3–4: if an item's min-content width changed with the row sizes,
        // size the columns again, then the rows.
        memo.columnsFollowedRows = false
        if !keepColumns || !memo.columnsAreFinal, subgrid?.columns == nil, widthContributionsChanged(widthIsIndefinite: contentWidth == nil) {
            memo.columnsFollowedRows = true
            sizeTracks(.horizontal, space: width, minSize: minWidth, maxSize: maxWidth)
            if let contentWidth { distributeGaps(.horizontal, size: contentWidth) }
            // (A subgrid's own columns stay those of the first pass: its items' heights in
            // the rows sized again are taken in them, as Chromium does; it sizes them again
            // in the final rows when it is laid out.)
            shareTracksWithSubgrids(.horizontal, sized: true, sizingOwnColumns: false)
            for index in items.indices where !items[index].hasFixedContributions { forgetMeasuredHeight(index) }
            alignBaselines()
            sizeTracks(.vertical, space: height, minSize: minHeight, maxSize: maxHeight)
            shareTracksWithSubgrids(.vertical, sized: true)
        }

        memo.lastSpaces = (width, height)
        let usedHeight = contentHeight.map { $0 + insetY } ?? container.box.clamp(firstRowsTotal + insetY, .vertical)
        return Size(width: usedWidth(), height: usedHeight)
    }

    #if LATTICE_CHECKS
    /// Whether an item is a subgrid that sizes its own columns (one on its rows only).
    private var hasSubgridSizingItsOwnColumns: Bool {
        items.hasSubgrids && items.indices.contains { items[$0].isSubgrid && !items[$0].role.contains(.skipsColumns) }
    }

    /// Checks the rows ``settleRows(height:)`` kept against the rows a run in the definite
    /// `size` gives (when the height does not cut the rows short: a height clamped by the
    /// max height keeps rows that overflow it).
    private mutating func checkRowsAgainstARun(_ size: Size) {
        let height = size.height - container.box.insets(.vertical)
        guard rows.tracks.totalSize() <= height + 1e-9 else { return }
        let kept = rows.tracks.map(\.baseSize)
        var request = SizingRequest(knownWidth: size.width, knownHeight: size.height,
                                    availableWidth: .definite(size.width), availableHeight: .definite(size.height),
                                    percentBasisWidth: container.percentBasis.width,
                                    percentBasisHeight: container.percentBasis.height)
        request.cache = container.cache
        let width = AvailableSpace.definite(max(0, size.width - container.box.insets(.horizontal)))
        memo.columnsAreFinal = true
        run(width: width, height: .definite(max(0, height)), request: request)
        precondition(kept.count == rows.tracks.count, "fast path disagrees with the general rule: kept rows")
        for (index, base) in kept.enumerated() { checkSame(base, rows.tracks[index].baseSize, "kept row \(index)") }
    }
    #endif
}
