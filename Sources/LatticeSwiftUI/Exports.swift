#if canImport(SwiftUI)
import SwiftUI
import struct SwiftUI.Alignment
#else
import SwiftUIStandIn
import struct SwiftUIStandIn.Alignment
#endif
import Lattice

// The Lattice value types the SwiftUI API takes, under their exyte/Grid names.
//
// LatticeSwiftUI does not re-export Lattice: Lattice's content types (`Color`,
// `Text`, `Grid`, `Alignment`, …) have SwiftUI's names and would make them
// ambiguous. Import SwiftUI and LatticeSwiftUI; these aliases are the Lattice
// names you need (a file that also imports Lattice sees the same types).

/// The size of one track (exyte's `GridTrack`): `.pt(50)`, `.fr(1)`, `.fit`, and every CSS sizing function.
public typealias GridTrack = Lattice.GridTrack
/// How many times a `GridTrack.repeat(_:_:)` repeats: a count, `.autoFill` or `.autoFit`.
public typealias GridRepeat = Lattice.GridRepeat
/// How many tracks an item spans on each axis (exyte's `GridSpan`).
public typealias GridSpan = Lattice.GridSpan
/// An item's first column and row, counted from 0 (exyte's `GridStart`).
public typealias GridStart = Lattice.GridStart
/// The gaps between tracks (exyte's `GridSpacing`): CSS `column-gap`/`row-gap`.
public typealias GridSpacing = Lattice.GridSpacing
/// The direction a grid grows in (exyte's `GridFlow`).
public typealias GridFlow = Lattice.GridFlow
/// How auto-placement fills holes (exyte's `GridPacking`).
public typealias GridPacking = Lattice.GridPacking
/// How a grid uses the space offered along its growing axis (exyte's `GridContentMode`).
public typealias GridContentMode = Lattice.GridContentMode
/// Whether a grid reuses its layouts (exyte's `GridCacheMode`).
public typealias GridCacheMode = Lattice.GridCacheMode
/// Where a grid's spacing goes: between the tracks, or around every item as exyte/Grid did.
public typealias GridSpacingStyle = Lattice.GridSpacingStyle
/// How `.fit` tracks measure their items: by their ideal size, or against the grid's size as exyte/Grid did.
public typealias GridFitSizing = Lattice.GridFitSizing
/// Something a grid could not place as asked (`onGridWarnings(perform:)`).
public typealias GridWarning = Lattice.GridWarning
/// A length or a percentage, for `GridTrack.fitContent(_:)`.
public typealias LengthPercentage = LatticeCore.LengthPercentage
/// The alignment of items in their cells and of tracks in the grid: SwiftUI's
/// `Alignment`, as in exyte/Grid. The standard guides (`.leading`, `.center`,
/// `.trailing`, `.top`, `.bottom`) and the text baselines (`.firstTextBaseline`,
/// `.lastTextBaseline`: the items of each row line up their baselines) are
/// honoured; custom guides align as `.center`.
public typealias GridAlignment = Alignment
