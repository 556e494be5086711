// SwiftUI's `Grid` in the GridLayoutDemo samples: on Apple platforms SwiftUI
// lays it out; here the test host records it, and Lattice's Apple-style `Grid`
// (SwiftUI's rules for `Grid` and `GridRow`) lays it out, each cell measured
// through its element, as SwiftUI measures a cell's view.
#if canImport(SwiftUIStandIn)
@_spi(Testing) import SwiftUIStandIn
import Lattice

/// The first SwiftUI `Grid` the host recorded, laid out for `proposal`.
@MainActor
func appleGridLayout(_ host: ViewHost, proposal: Lattice.ProposedSize) -> Lattice.GridLayoutResult? {
    guard let grid = host.elements.first(where: { $0.appleGrid != nil }), let parameters = grid.appleGrid else {
        return nil
    }
    var elements: [Lattice.GridElement] = []
    for child in grid.children {
        if let rowAlignment = child.gridRowAlignment {
            let cells = child.children.map(cell)
            elements += Lattice.GridRow(alignment: rowAlignment.map(vertical)) { Lattice.GridGroup(elements: cells) }.elements
        } else {
            elements.append(cell(child))
        }
    }
    let laid = Lattice.Grid(alignment: alignment(parameters.alignment),
                            horizontalSpacing: parameters.horizontalSpacing.map { Double($0) },
                            verticalSpacing: parameters.verticalSpacing.map { Double($0) }) {
        Lattice.GridGroup(elements: elements)
    }
    return laid.layout(proposal: proposal)
}

/// A cell: a divider, or content measured through its element, with the grid cell modifiers it recorded.
private func cell(_ element: HostElement) -> Lattice.GridElement {
    var content = element.isDivider ? Lattice.AnyGridContent(Lattice.Divider())
                                    : Lattice.AnyGridContent(HostedContent(element: element))
    let attributes = element.gridCell
    if let columns = attributes.columns { content = Lattice.AnyGridContent(content.gridCellColumns(columns)) }
    if let anchor = attributes.anchor {
        content = Lattice.AnyGridContent(content.gridCellAnchor(Lattice.UnitPoint(x: Double(anchor.x), y: Double(anchor.y))))
    }
    if let axes = attributes.unsizedAxes {
        var lattice: Lattice.Axis.Set = []
        if axes.contains(.horizontal) { lattice.insert(.horizontal) }
        if axes.contains(.vertical) { lattice.insert(.vertical) }
        content = Lattice.AnyGridContent(content.gridCellUnsizedAxes(lattice))
    }
    if let guide = attributes.columnAlignment {
        content = Lattice.AnyGridContent(content.gridColumnAlignment(horizontal(guide)))
    }
    return Lattice.GridElement(content)
}

/// A view recorded by the host, as Lattice content: its size is the element's.
private struct HostedContent: Lattice.GridContent {
    let element: HostElement

    func sizeThatFits(_ proposal: Lattice.ProposedSize) -> Lattice.Size {
        let size = element.sizeThatFits(ProposedViewSize(width: proposal.width.map { CGFloat($0) },
                                                         height: proposal.height.map { CGFloat($0) }))
        return Lattice.Size(width: Double(size.width), height: Double(size.height))
    }
}

private func alignment(_ alignment: SwiftUIStandIn.Alignment) -> Lattice.Alignment {
    Lattice.Alignment(horizontal: horizontal(alignment.horizontal), vertical: vertical(alignment.vertical))
}

private func horizontal(_ guide: SwiftUIStandIn.HorizontalAlignment) -> Lattice.HorizontalAlignment {
    guide == .leading ? .leading : guide == .trailing ? .trailing : .center
}

private func vertical(_ guide: SwiftUIStandIn.VerticalAlignment) -> Lattice.VerticalAlignment {
    guide == .top ? .top : guide == .bottom ? .bottom : .center
}
#endif
