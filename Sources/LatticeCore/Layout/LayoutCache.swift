/// Results kept for the length of one layout pass.
///
/// The tree is borrowed, unchanged, for the whole pass, so a node's address
/// identifies it. Grid containers are measured several times by their parent (their
/// min-content and max-content widths, their height at a width, their final layout):
/// the cache answers repeated questions and keeps each grid's last sizing run so that
/// its final layout can start from it.
final class LayoutCache {
    struct Key: Hashable {
        let node: UnsafeRawPointer
        let request: SizingRequest
    }

    /// Border-box sizes of grid containers, per request.
    var sizes: [Key: Size] = [:]
    /// The last sizing run of each grid container.
    var states: [UnsafeRawPointer: GridState] = [:]
}
