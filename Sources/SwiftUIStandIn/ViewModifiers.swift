// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
#if !canImport(SwiftUI)
import Foundation

// SwiftUI's view modifiers, with Apple's signatures and availability.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Positions this view within an invisible frame with the specified size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        _modified(.fixedFrame(width: width, height: height, alignment: alignment))
    }

    /// Positions this view within an invisible frame having the specified size constraints.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        _modified(.flexibleFrame(_FlexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                                minHeight: minHeight, idealHeight: idealHeight,
                                                maxHeight: maxHeight, alignment: alignment)))
    }

    /// Adds different padding amounts to each edge of this view.
    public func padding(_ insets: EdgeInsets) -> some View {
        _modified(.padding(insets))
    }

    /// Adds an equal padding amount to specific edges of this view (`nil`: the
    /// system's default, 16 points in the test host).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = length ?? 16
        return _modified(.padding(EdgeInsets(top: edges.contains(.top) ? value : 0,
                                             leading: edges.contains(.leading) ? value : 0,
                                             bottom: edges.contains(.bottom) ? value : 0,
                                             trailing: edges.contains(.trailing) ? value : 0)))
    }

    /// Adds a specific padding amount to each edge of this view.
    public func padding(_ length: CGFloat) -> some View {
        _modified(.padding(EdgeInsets(top: length, leading: length, bottom: length, trailing: length)))
    }

    /// Layers a secondary view in front of this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        _modified(.secondary(overlay, alignment: alignment, isBackground: false))
    }

    /// Layers the given view behind this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        _modified(.secondary(background, alignment: alignment, isBackground: true))
    }

    /// Constrains this view's dimensions to the specified aspect ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        _modified(.aspectRatio(aspectRatio, contentMode))
    }

    /// Scales this view to fit its parent.
    public func scaledToFit() -> some View {
        _modified(.aspectRatio(nil, .fit))
    }

    /// Scales this view to fill its parent.
    public func scaledToFill() -> some View {
        _modified(.aspectRatio(nil, .fill))
    }

    /// Sets the priority by which a parent layout should apportion space to this child.
    public func layoutPriority(_ value: Double) -> some View {
        _modified(.layoutPriority(value))
    }

    /// Sets the transparency of this view.
    public func opacity(_ opacity: Double) -> some View {
        _modified(.drawing("opacity"))
    }

    /// Clips this view to its bounding frame, with the specified corner radius.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        _modified(.drawing("cornerRadius"))
    }

    /// Clips this view to its bounding rectangular frame.
    public func clipped(antialiased: Bool = false) -> some View {
        _modified(.drawing("clipped"))
    }

    /// Adds a shadow to this view.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some View {
        _modified(.drawing("shadow"))
    }

    /// Controls the display order of overlapping views.
    public func zIndex(_ value: Double) -> some View {
        _modified(.drawing("zIndex"))
    }

    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View {
        _modified(.drawing("font"))
    }

    /// Sets the color of the foreground elements displayed by this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    public func foregroundColor(_ color: Color?) -> some View {
        _modified(.drawing("foregroundColor"))
    }

    /// Sets the minimum amount that text in this view scales down to fit in the available space.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        _modified(.drawing("minimumScaleFactor"))
    }

    /// Sets the unique tag value of this view.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        _modified(.drawing("tag"))
    }

    /// Changes the view's proposed area to extend outside the screen's safe areas.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        _modified(.drawing("edgesIgnoringSafeArea"))
    }

    /// Applies the given animation to all animatable values within this view.
    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(macOS, introduced: 10.15, deprecated: 12.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(tvOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(watchOS, introduced: 6.0, deprecated: 8.0, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        _modified(.drawing("animation"))
    }

    /// Applies the given animation to this view when the specified value changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        _modified(.drawing("animation(_:value:)"))
    }

    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _modified(.environment { $0[keyPath: keyPath] = value })
    }

    /// Transforms the environment value of the specified key path with the given function.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        _modified(.environment { transform(&$0[keyPath: keyPath]) })
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Applies a bold font weight to the text in this view.
    public func bold(_ isActive: Bool = true) -> some View {
        _modified(.drawing("bold"))
    }

    /// Sets the font weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        _modified(.drawing("fontWeight"))
    }
}
#endif
