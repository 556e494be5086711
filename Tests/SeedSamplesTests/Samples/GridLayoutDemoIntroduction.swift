// The GridLayoutDemo app (github.com/mvolkmann/GridLayoutDemo), Introduction.swift:
// its two grids, SwiftUI's `Grid`, copied verbatim with their indentation, each as the
// body of a view. `Square` is a stand-in (Support/Square.swift).
#if canImport(SwiftUIStandIn)
import SwiftUIStandIn

struct CellAlignmentsAndSpansSample: View {
    var body: some View {
                    Grid {
                        GridRow(alignment: .top) {
                            Square(width: 110) // 100+10 for space between cells
                                .gridCellColumns(2)
                            Square(width: 50)
                            Square(width: 50)
                                .gridCellAnchor(.bottom)
                        }
                        GridRow {
                            Square(width: 50)
                            Square(width: 50)
                            Square(width: 50)
                                .gridCellColumns(2)
                                .gridCellAnchor(.trailing)
                        }
                        Divider()
                            // This view modifier prevents the Divider
                            // from pushing the Grid width
                            // to be the full width of its parent.
                            // Note how it is not necessary to
                            // wrap the divider in a GridRow and
                            // apply the gridCellColumns view modifier.
                            .gridCellUnsizedAxes([.horizontal])
                    }
    }
}

struct AlignmentOverridesSample: View {
    var body: some View {
                    Grid(alignment: .leading) {
                        GridRow {
                            Square(width: 100)
                            Square(width: 50)
                            Square(width: 50)
                            Square(width: 50)
                        }
                        GridRow(alignment: .top) {
                            Square(width: 50)
                            Square(width: 100)
                            Square(width: 50)
                                .gridColumnAlignment(.trailing)
                            Square(width: 50)
                        }
                        GridRow(alignment: .bottom) {
                            Square(width: 50)
                            Square(width: 50)
                            Square(width: 100)
                            Square(width: 50)
                        }
                        GridRow {
                            Square(width: 100)
                            Square(width: 50)
                                .gridCellAnchor(.bottomTrailing)
                            Square(width: 50)
                            Square(width: 50)
                        }
                    }
    }
}
#endif
