// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
#if !canImport(SwiftUI)
import Foundation

/// What the stand-in's view modifiers return: the content and a record of what
/// the modifier does, which the test host (`ViewHost`) reads.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
struct _ModifiedView<Content: View>: View {
    var content: Content
    var modifier: _ModifierRecord
    var body: Never { fatalError("SwiftUIStandIn: primitive view") }
}

/// What a modifier does to layout, as the test host models it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
enum _ModifierRecord {
    /// `frame(width:height:alignment:)`.
    case fixedFrame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexibleFrame(_FlexibleFrame)
    /// `padding`.
    case padding(EdgeInsets)
    /// `overlay` (`isBackground` false) or `background`: a secondary view in the content's frame.
    case secondary(any View, alignment: Alignment, isBackground: Bool)
    /// `aspectRatio(_:contentMode:)`.
    case aspectRatio(CGFloat?, ContentMode)
    /// `layoutPriority(_:)`.
    case layoutPriority(Double)
    /// `layoutValue(key:value:)`.
    case layoutValue(ObjectIdentifier, Any)
    /// `environment(_:_:)`, `transformEnvironment(_:transform:)`.
    case environment((inout EnvironmentValues) -> Void)
    /// One of SwiftUI's grid cell modifiers.
    case gridCell((inout GridCellRecord) -> Void)
    /// A modifier that changes how the content is drawn or behaves, not its layout.
    case drawing(String)
}

/// The constraints of a flexible frame.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
struct _FlexibleFrame {
    var minWidth: CGFloat?
    var idealWidth: CGFloat?
    var maxWidth: CGFloat?
    var minHeight: CGFloat?
    var idealHeight: CGFloat?
    var maxHeight: CGFloat?
    var alignment: Alignment
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// This view with `modifier` recorded.
    func _modified(_ modifier: _ModifierRecord) -> _ModifiedView<Self> {
        _ModifiedView(content: self, modifier: modifier)
    }
}
#endif
