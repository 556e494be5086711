// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
#if !canImport(SwiftUI)
import Foundation

/// A control that initiates an action (SwiftUI's `Button`). The test host
/// sizes it as its label and can press it (`HostElement.press()`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label

    /// Creates a button that displays a custom label.
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { fatalError("SwiftUIStandIn: primitive view") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button that generates its label from a string.
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// A control for selecting from a set of mutually exclusive values (SwiftUI's
/// `Picker`). The test host sizes it as a segmented control: the width offered
/// (200 points when none) and 32 points tall.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let content: Content

    public typealias Body = Never
    public var body: Never { fatalError("SwiftUIStandIn: primitive view") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

/// A type that specifies the appearance and interaction of all pickers within
/// a view hierarchy (SwiftUI's `PickerStyle`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol PickerStyle {}

/// A picker style that presents the options in a segmented control (SwiftUI's `SegmentedPickerStyle`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
@available(watchOS, unavailable)
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Sets the style for pickers within this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        _modified(.drawing("pickerStyle"))
    }
}
#endif
