// exyte/Grid's spacing and `.fit` measure (`GridSpacingStyle.exyte`,
// `GridFitSizing.exyte`), laid out by the CSS engine as a grid without gaps
// whose items carry exyte's padding, then moved into the grid's frame.

extension Grid {
    /// The layout with exyte's metrics. exyte lays the tracks out in the grid's
    /// size less the spacing ("framed" axes: the fixed axis, and the growing
    /// axis in fill mode), pads every item by half the spacing inside its
    /// tracks, places the block of tracks in the grid by the content alignment,
    /// and measures an item for a `.fit` track in the grid's size.
    func computeExyteMetricsLayout(proposal: ProposedSize, options: ResolvedGridOptions) -> GridLayoutResult {
        let growingAxis = options.flow.fixedAxis.cross
        func isFramed(_ axis: Axis) -> Bool { axis != growingAxis || options.contentMode == .fill }
        let padding = options.spacingStyle == .exyte ? spacing : .zero
        let insets = EdgeInsets(top: padding.vertical / 2, leading: padding.horizontal / 2,
                                bottom: padding.vertical / 2, trailing: padding.horizontal / 2)
        let measure = ProposedSize(
            width: options.fitSizing == .exyte && isFramed(.horizontal) ? proposal.width : nil,
            height: options.fitSizing == .exyte && isFramed(.vertical) ? proposal.height : nil)

        var inner = self
        inner.spacing = options.spacingStyle == .exyte ? .zero : spacing
        inner.items = items.map { element in
            var item = GridElement(ExyteItem(content: element.content, insets: insets, unspecified: measure),
                                   explicitID: element.explicitID)
            item.attributes = element.attributes
            item.attributes.sizing = nil
            return item
        }
        var innerOptions = options
        innerOptions.spacingStyle = .betweenTracks
        innerOptions.fitSizing = .idealSize
        func shrunk(_ length: Double?, _ axis: Axis) -> Double? {
            length.map { isFramed(axis) ? Swift.max(0, $0 - padding[axis]) : $0 }
        }
        var result = inner.computeLayout(
            proposal: ProposedSize(width: shrunk(proposal.width, .horizontal), height: shrunk(proposal.height, .vertical)),
            options: innerOptions)

        // Back in the grid's frame: the block of tracks moves by the part of the
        // spacing the content alignment puts before it; items and cells lose their padding.
        let dx = isFramed(.horizontal) ? padding.horizontal * options.contentAlignment.horizontal.fraction : 0
        let dy = isFramed(.vertical) ? padding.vertical * options.contentAlignment.vertical.fraction : 0
        func moved(_ rect: Rect) -> Rect { insets.inset(rect).offsetBy(dx: dx, dy: dy) }
        result.frames = result.frames.map(moved)
        result.cells = result.cells.map(moved)
        result.backgrounds = result.backgrounds.map { GridDecorationFrame(itemIndex: $0.itemIndex, frame: moved($0.frame)) }
        result.overlays = result.overlays.map { GridDecorationFrame(itemIndex: $0.itemIndex, frame: moved($0.frame)) }
        if let columns = result.columns {
            result.columns?.offsets = columns.offsets.map { $0 + dx }
        }
        if let rows = result.rows {
            result.rows?.offsets = rows.offsets.map { $0 + dy }
        }
        result.size = Size(width: result.size.width + (isFramed(.horizontal) ? padding.horizontal : 0),
                           height: result.size.height + (isFramed(.vertical) ? padding.vertical : 0))
        return result
    }
}

/// An item as exyte measures and places it: padded by `insets`, and offered the
/// lengths of `unspecified` on the axes it is offered none.
struct ExyteItem: GridContent {
    let content: AnyGridContent
    let insets: EdgeInsets
    let unspecified: ProposedSize

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let offered = ProposedSize(width: proposal.width ?? unspecified.width,
                                   height: proposal.height ?? unspecified.height)
        return Padding(content: content, insets: insets).sizeThatFits(offered)
    }

    func textBaselines(at size: Size) -> Baselines? {
        Padding(content: content, insets: insets).textBaselines(at: size)
    }
}
