/// What a parent asks of a child box when measuring or laying it out.
///
/// Sizes are of the child's border box. `known*` sizes are imposed (a stretched
/// item, a definite root); `available*` is the space the border box may use when
/// its size is content-based; `percentBasis*` is the containing block used to
/// resolve percentages (`nil` when indefinite).
struct SizingRequest {
    var knownWidth: Double?
    var knownHeight: Double?
    var availableWidth: AvailableSpace
    var availableHeight: AvailableSpace
    var percentBasisWidth: Double?
    var percentBasisHeight: Double?
    /// The known height came from the content, not from a definite size: it does
    /// not count as definite for auto-repeat rows (§7.2.3.2).
    var intrinsicHeight = false
    /// The known height is the item stretched to its area by `normal` alignment in the
    /// final layout (not an estimate made while sizing tracks, nor an explicit `stretch`).
    var heightIsStretched = false
    /// Only the width is wanted (an intrinsic width contribution): a grid container
    /// need not lay its rows out at that width.
    var widthOnly = false
    /// The layout pass's cache. Not retained: the
    /// pass (``Node/layout(available:)``) owns it, and requests are made and copied for
    /// every measurement.
    unowned(unsafe) var cache: PassCache? = nil
    /// Where the parent grid keeps this item's grid state between its questions (see
    /// ``ItemMeasurements/state``): the pass cache then finds it there, not by its address.
    var stateSlot: UnsafeMutablePointer<ItemMeasurements>? = nil

    init(knownWidth: Double? = nil, knownHeight: Double? = nil,
         availableWidth: AvailableSpace, availableHeight: AvailableSpace,
         percentBasisWidth: Double?, percentBasisHeight: Double?) {
        self.knownWidth = knownWidth
        self.knownHeight = knownHeight
        self.availableWidth = availableWidth
        self.availableHeight = availableHeight
        self.percentBasisWidth = percentBasisWidth
        self.percentBasisHeight = percentBasisHeight
    }
}
