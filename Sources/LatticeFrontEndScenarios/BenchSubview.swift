#if !canImport(SwiftUI)
import Foundation
@_spi(Testing) import SwiftUIStandIn
import struct SwiftUIStandIn.UnitPoint
import Lattice

/// A subview of a SwiftUI layout under benchmark (on the stand-in): its sizes are
/// those of `Lattice` content of the same kind, as the LatticeSwiftUI tests' doubles;
/// it counts how often it is measured and keeps its last placement.
final class BenchSubview: LayoutSubviewTestDouble {
    private let content: AnyGridContent
    /// `sizeThatFits` calls since the last ``startRecording()``.
    private(set) var measurements = 0
    /// The proposals measured since ``startRecording()`` (kept only while auditing).
    private(set) var proposals: [ProposedViewSize] = []
    private var isRecording = false
    /// The last placement: the position of its top-leading corner and the size proposed.
    private(set) var placedBox = Rect.zero

    init(_ content: some GridContent) {
        self.content = AnyGridContent(content)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        measurements += 1
        if isRecording { proposals.append(proposal) }
        let size = content.sizeThatFits(ProposedSize(width: proposal.width.map { Double($0) },
                                                     height: proposal.height.map { Double($0) }))
        return CGSize(width: size.width, height: size.height)
    }

    func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        placedBox = Rect(x: Double(position.x), y: Double(position.y),
                         width: proposal.width.map { Double($0) } ?? .nan,
                         height: proposal.height.map { Double($0) } ?? .nan)
    }

    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value? { nil }

    /// Starts counting (and recording proposals, when `proposals` is true) from zero.
    func startRecording(proposals: Bool) {
        measurements = 0
        self.proposals = []
        isRecording = proposals
    }
}
#endif
