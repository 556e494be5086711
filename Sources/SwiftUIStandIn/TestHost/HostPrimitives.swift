// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
//
// TEST-ONLY (see TestingSupport.swift): how the test host sees each primitive view.
#if !canImport(SwiftUI)
import Foundation

/// A view the test host turns into elements itself, without a body: lists of
/// views (tuples, conditionals, `ForEach`, `Group`, `AnyView`) become their
/// views' elements, a modifier changes or wraps its content's elements, and
/// every other primitive is one element.
protocol _HostPrimitive {
    @MainActor func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement]
}

// MARK: Lists of views

extension EmptyView: _HostPrimitive {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] { [] }
}

extension TupleView: _HostPrimitive {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        let mirror = Mirror(reflecting: value)
        let parts: [Any] = mirror.displayStyle == .tuple ? mirror.children.map(\.value) : [value]
        return parts.flatMap { part -> [HostElement] in
            guard let view = part as? any View else { return [] }
            return host.elements(ofAny: view, in: environment)
        }
    }
}

extension _ConditionalContent: _HostPrimitive where TrueContent: View, FalseContent: View {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        switch storage {
        case .trueContent(let content): return host.elements(of: content, in: environment)
        case .falseContent(let content): return host.elements(of: content, in: environment)
        }
    }
}

extension Optional: _HostPrimitive where Wrapped: View {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        map { host.elements(of: $0, in: environment) } ?? []
    }
}

extension Group: _HostPrimitive where Content: View {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        host.elements(of: content, in: environment)
    }
}

extension ForEach: _HostPrimitive where Content: View {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        data.flatMap { host.elements(of: content($0), in: environment) }
    }
}

extension AnyView: _HostPrimitive {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        host.elements(ofAny: content, in: environment)
    }
}

// MARK: Modifiers

extension _ModifiedView: _HostPrimitive {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        if case .environment(let change) = modifier {
            var changed = environment
            change(&changed)
            return host.elements(of: content, in: changed)
        }
        let elements = host.elements(of: content, in: environment)
        switch modifier {
        case .environment:
            return elements
        case .drawing(let name):
            for element in elements { element.drawingModifiers.append(name) }
            return elements
        case .layoutValue(let key, let value):
            for element in elements { element.values[key] = value }
            return elements
        case .layoutPriority(let priority):
            for element in elements { element.priority = priority }
            return elements
        case .gridCell(let change):
            for element in elements { change(&element.gridCell) }
            return elements
        case .fixedFrame(let width, let height, let alignment):
            return elements.map { .wrapping($0, .fixedFrame(width: width, height: height, alignment: alignment),
                                            name: "frame(width:height:)") }
        case .flexibleFrame(let frame):
            return elements.map { .wrapping($0, .flexibleFrame(frame), name: "frame(minWidth:…)") }
        case .padding(let insets):
            return elements.map { .wrapping($0, .padding(insets), name: "padding") }
        case .aspectRatio(let ratio, let mode):
            return elements.map { .wrapping($0, .aspectRatio(ratio, mode), name: "aspectRatio") }
        case .secondary(let view, let alignment, let isBackground):
            return elements.map {
                .wrapping($0, .layered(alignment: alignment), name: isBackground ? "background" : "overlay",
                          secondary: host.elements(ofAny: view, in: environment), secondaryIsBackground: isBackground)
            }
        }
    }
}

extension _LayoutRoot: _HostPrimitive {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        let subviews = host.elements(of: content, in: environment)
        return [HostElement(.layout(HostLayoutDriver(layout, subviews: subviews)),
                            name: String(String(describing: L.self).prefix { $0 != "<" }), children: subviews)]
    }
}

// MARK: Leaves

extension Color: _HostPrimitive {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        [HostElement(.shape, name: "Color.\(name)")]
    }
}

extension _StyledShape: _HostPrimitive {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        [HostElement(.shape, name: String(describing: S.self))]
    }
}

/// A shape the host sizes as a shape, named by its type.
protocol _HostShape: _HostPrimitive {}

extension _HostShape {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        [HostElement(.shape, name: String(describing: Self.self))]
    }
}

extension Rectangle: _HostShape {}
extension RoundedRectangle: _HostShape {}
extension Capsule: _HostShape {}
extension Circle: _HostShape {}

extension Text: _HostPrimitive {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        [HostElement(.text(string), name: "Text(\"\(string)\")")]
    }
}

extension Image: _HostPrimitive {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        [HostElement(.image(size: host.imageSize(name, system: isSystemImage), resizable: isResizable),
                     name: "Image(\"\(name)\")")]
    }
}

extension Spacer: _HostPrimitive {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        [HostElement(.spacer(minLength: minLength), name: "Spacer")]
    }
}

extension Divider: _HostPrimitive {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        [HostElement(.divider, name: "Divider")]
    }
}

extension Picker: _HostPrimitive {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        [HostElement(.picker, name: "Picker")]
    }
}

// MARK: Containers

extension VStack: _HostPrimitive {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        let children = host.elements(of: content, in: environment)
        for child in children { child.stackAxis = .vertical }
        return [HostElement(.stack(.vertical, alignment: alignment.fraction, spacing: spacing), name: "VStack",
                            children: children)]
    }
}

extension HStack: _HostPrimitive {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        let children = host.elements(of: content, in: environment)
        for child in children { child.stackAxis = .horizontal }
        return [HostElement(.stack(.horizontal, alignment: alignment.fraction, spacing: spacing), name: "HStack",
                            children: children)]
    }
}

extension ZStack: _HostPrimitive {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        [HostElement(.overlay(alignment), name: "ZStack", children: host.elements(of: content, in: environment))]
    }
}

extension Button: _HostPrimitive {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        [HostElement(.overlay(.center), name: "Button", children: host.elements(of: label, in: environment),
                     action: action)]
    }
}

extension ScrollView: _HostPrimitive {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        [HostElement(.scrollView(axes), name: "ScrollView", children: host.elements(of: content, in: environment))]
    }
}

extension GeometryReader: _HostPrimitive {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        let content = self.content
        return [HostElement(.geometryReader { proxy in
            // The content reads the environment of the views it was written in.
            host.evaluating(in: environment) { host.elements(of: content(proxy), in: environment) }
        }, name: "GeometryReader")]
    }
}

extension Grid: _HostPrimitive {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        [HostElement(.appleGrid(alignment: alignment, horizontalSpacing: horizontalSpacing,
                                verticalSpacing: verticalSpacing),
                     name: "Grid", children: host.elements(of: content, in: environment))]
    }
}

extension GridRow: _HostPrimitive {
    func _hostElements(_ host: ViewHost, _ environment: EnvironmentValues) -> [HostElement] {
        [HostElement(.gridRow(alignment), name: "GridRow", children: host.elements(of: content, in: environment))]
    }
}
#endif
