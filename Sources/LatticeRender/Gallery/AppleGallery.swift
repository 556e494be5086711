import Lattice

// SwiftUI's Grid, AdaptiveGrid and LazyVGrid classics (added when those APIs land).

extension Gallery {
    static var appleExamples: [GalleryExample] { [] }
}
