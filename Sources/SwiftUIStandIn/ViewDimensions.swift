// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
#if !canImport(SwiftUI)
import Foundation

/// A view's size and alignment guides in its own coordinate space (SwiftUI's
/// `ViewDimensions`).
///
/// A guide the view does not set explicitly has its default value: the leading,
/// centre and trailing edges, the top, centre and bottom edges, and for the text
/// baselines the bottom edge (SwiftUI's default of both baseline guides is the
/// view's height). Tests make values with the `@_spi(Testing)` initializer in
/// `TestingSupport.swift`; Apple's SDK has none.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ViewDimensions: Equatable {
    let size: CGSize
    let firstTextBaseline: CGFloat?
    let lastTextBaseline: CGFloat?

    init(size: CGSize, firstTextBaseline: CGFloat?, lastTextBaseline: CGFloat?) {
        self.size = size
        self.firstTextBaseline = firstTextBaseline
        self.lastTextBaseline = lastTextBaseline
    }

    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    /// The value of `guide`: explicit if set, else its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? width * CGFloat(guide.key) / 2
    }

    /// The value of `guide`: explicit if set, else its default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        if let explicit = self[explicit: guide] { return explicit }
        return guide.key <= 2 ? height * CGFloat(guide.key) / 2 : height
    }

    /// The explicit value of `guide`, or `nil` (the stand-in sets no horizontal guide).
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        nil
    }

    /// The explicit value of `guide`, or `nil` (the stand-in sets only the text baselines).
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        switch guide {
        case .firstTextBaseline: return firstTextBaseline
        case .lastTextBaseline: return lastTextBaseline
        default: return nil
        }
    }
}
#endif
