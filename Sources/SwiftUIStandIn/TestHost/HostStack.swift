// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
//
// TEST-ONLY (see TestingSupport.swift): the test host's model of views.
#if !canImport(SwiftUI)
import Foundation

/// A `VStack` or `HStack` laid out for one proposal, as SwiftUI's stacks
/// share their length: the spacing (8 points by default) is set aside, then
/// the children are offered the rest in turn, higher layout priorities first
/// and, within a priority, the least flexible first (flexibility: the
/// difference between a child's lengths when offered nothing and everything);
/// each is offered an equal share of what is left, and what it takes is no
/// longer left. Children of lower priorities keep their minimum lengths in
/// reserve. With no length proposed, every child is offered none. The stack
/// is as wide (for a `VStack`) as its widest child.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct HostStack {
    let axis: Axis
    let children: [HostElement]
    /// The proposal each child is placed with.
    private(set) var proposals: [ProposedViewSize] = []
    /// Each child's size for its proposal.
    private(set) var sizes: [CGSize] = []
    let spacing: CGFloat
    /// The stack's size.
    private(set) var size = CGSize.zero

    init(axis: Axis, spacing: CGFloat?, children: [HostElement], proposal: ProposedViewSize) {
        self.axis = axis
        self.children = children
        self.spacing = spacing ?? 8
        let cross = axis == .vertical ? proposal.width : proposal.height
        let main = axis == .vertical ? proposal.height : proposal.width
        func offer(_ length: CGFloat?) -> ProposedViewSize {
            axis == .vertical ? ProposedViewSize(width: cross, height: length)
                              : ProposedViewSize(width: length, height: cross)
        }
        func mainLength(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }

        let totalSpacing = self.spacing * CGFloat(max(0, children.count - 1))
        var offered = [CGFloat?](repeating: nil, count: children.count)
        if let main {
            let minimums = children.map { mainLength($0.sizeThatFits(offer(0))) }
            let maximums = children.map { mainLength($0.sizeThatFits(offer(.infinity))) }
            var remaining = max(0, main - totalSpacing)
            let priorities = Set(children.map(\.priority)).sorted(by: >)
            for priority in priorities {
                let group = children.indices.filter { children[$0].priority == priority }
                    .sorted { maximums[$0] - minimums[$0] < maximums[$1] - minimums[$1] }
                let reserved = children.indices.filter { children[$0].priority < priority }
                    .reduce(0) { $0 + minimums[$1] }
                var left = remaining - reserved
                for (position, index) in group.enumerated() {
                    let share = max(0, left) / CGFloat(group.count - position)
                    offered[index] = share
                    let taken = mainLength(children[index].sizeThatFits(offer(share)))
                    left -= taken
                    remaining -= taken
                }
            }
        }
        proposals = offered.map(offer)
        sizes = zip(children, proposals).map { $0.sizeThatFits($1) }
        let length = sizes.reduce(0) { $0 + mainLength($1) } + totalSpacing
        let breadth = sizes.reduce(0) { max($0, axis == .vertical ? $1.width : $1.height) }
        size = axis == .vertical ? CGSize(width: breadth, height: length) : CGSize(width: length, height: breadth)
    }

    /// Where child `index` starts along the stack's axis, from the stack's start.
    func offset(of index: Int) -> CGFloat {
        sizes.prefix(index).reduce(0) { $0 + (axis == .vertical ? $1.height : $1.width) + spacing }
    }

    /// Places the children one after the other in `frame`, each aligned across
    /// the stack by `alignment` (a fraction: 0 leading or top, 1 trailing or bottom).
    func place(in frame: CGRect, alignment: CGFloat) {
        var position = axis == .vertical ? frame.minY : frame.minX
        for (index, child) in children.enumerated() {
            let size = sizes[index]
            let origin = axis == .vertical
                ? CGPoint(x: frame.minX + (frame.width - size.width) * alignment, y: position)
                : CGPoint(x: position, y: frame.minY + (frame.height - size.height) * alignment)
            child.place(at: origin, anchor: .topLeading, proposal: proposals[index])
            position += (axis == .vertical ? size.height : size.width) + spacing
        }
    }
}
#endif
