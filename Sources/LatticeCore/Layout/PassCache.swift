/// Results kept for the length of one layout pass.
///
/// The tree is borrowed, unchanged, for the whole pass, so a node's address
/// identifies it. Grid containers are measured several times by their parent (their
/// min-content and max-content widths, their height at a width, their final layout):
/// the cache keeps each grid's last sizing run, so that the next question starts from
/// its placement and its items' measurements, and its final layout from its tracks.
final class PassCache {
    /// The last sizing run of each grid container, boxed: a run continues in place,
    /// without copying the state in and out.
    private var states: [UnsafeRawPointer: GridStateBox] = [:]
    /// The sizing buffers between runs (see ``ScratchBuffers``).
    var scratch = ScratchBuffers()

    /// The last run of the grid `node` when it can go on under `request`: its box
    /// resolves the same (padding, border, sizes) and does not depend on the available
    /// space (no content keywords in its widths).
    func reusableState(_ node: UnsafePointer<Node>, _ request: SizingRequest) -> GridStateBox? {
        guard let box = states[UnsafeRawPointer(node)], !ResolvedBox.hasKeywordWidth(node) else { return nil }
        if box.state.percentBasis != (request.percentBasisWidth, request.percentBasisHeight),
           ResolvedBox.usesPercentages(node) {
            let resolved = ResolvedBox.of(node, percentBasisWidth: request.percentBasisWidth,
                                       percentBasisHeight: request.percentBasisHeight)
            guard resolved == box.state.box else { return nil }
        }
        return box
    }

    /// Forgets the last run of the grid `node`.
    func discard(_ node: UnsafePointer<Node>) {
        states.removeValue(forKey: UnsafeRawPointer(node))
    }

    /// A new state for the grid `node` under `request`, kept as its last run.
    func newState(_ node: UnsafePointer<Node>, _ request: SizingRequest) -> GridStateBox {
        let box = GridStateBox(GridState(node: node, request: request))
        states[UnsafeRawPointer(node)] = box
        return box
    }
}

/// A grid container's state, shared by reference within one layout pass.
final class GridStateBox {
    var state: GridState

    init(_ state: GridState) {
        self.state = state
    }
}
