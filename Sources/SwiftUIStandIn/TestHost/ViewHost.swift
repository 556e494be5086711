// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
//
// TEST-ONLY (see TestingSupport.swift): the test host.
#if !canImport(SwiftUI)
import Foundation

/// Evaluates a view as SwiftUI would, into ``HostElement``s that tests lay out
/// and inspect: custom views' bodies are evaluated (with their `@Environment`
/// properties reading the environment at their place in the tree, and their
/// `@State` kept between evaluations), containers and modifiers become
/// elements, and `Layout`s (`Layout.callAsFunction`, so every LatticeSwiftUI
/// grid) lay out their subviews through their real `sizeThatFits` and
/// `placeSubviews`.
///
/// ```swift
/// let host = ViewHost(FlowSample.ContentView())
/// host.layOut(in: CGSize(width: 390, height: 844))
/// let grid = host.layouts(LatticeGridLayout.self)[0].element
/// grid.children.map(\.frame)          // the items' frames
/// host.buttons[0].press(); host.rebuild()
/// ```
///
/// Its sizing model (documented on ``HostBehavior``'s cases) follows SwiftUI's
/// documented behaviour where there is one, and fixed test metrics elsewhere
/// (text, images, pickers). SwiftUI's `Grid` is recorded, not laid out.
/// Views it does not know are listed in ``unsupported``.
///
/// Test-only: not part of Apple's SDK.
@_spi(Testing)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor public final class ViewHost {
    private let root: any View
    /// The environment the root view is evaluated in.
    public var environment: EnvironmentValues
    /// The size of each named image (`Image("dog")`); 100 × 100 when not given.
    public var imageSizes: [String: CGSize]
    /// The elements of the root view (several when it is a list of views).
    public private(set) var roots: [HostElement] = []
    /// The views with no body that the host does not know, by type name.
    public private(set) var unsupported: [String] = []

    /// Evaluates `view` in `environment`.
    public init<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues(),
                         imageSizes: [String: CGSize] = [:]) {
        root = view
        self.environment = environment
        self.imageSizes = imageSizes
        rebuild()
    }

    /// Evaluates the root view again (after a button's action changed its state).
    public func rebuild() {
        unsupported = []
        roots = elements(of: root, in: environment)
    }

    /// Lays every root element out for `size`, at the origin.
    public func layOut(in size: CGSize) {
        for root in roots {
            root.layOut(ProposedViewSize(size))
        }
    }

    /// Every element, depth-first.
    public var elements: [HostElement] {
        roots.flatMap(\.descendants)
    }

    /// The elements a custom view's body produced, for views whose type is named
    /// `name` (generic arguments ignored: `"LatticeGrid"`).
    public func elements(madeBy name: String) -> [HostElement] {
        elements.filter { $0.sources.contains(name) }
    }

    /// Every `Layout` container of type `L`, with its element, in tree order.
    public func layouts<L: Layout>(_ type: L.Type) -> [(element: HostElement, layout: L)] {
        elements.compactMap { element in (element.layout as? L).map { (element, $0) } }
    }

    /// Every button, in tree order.
    public var buttons: [HostElement] {
        elements.filter(\.isButton)
    }

    /// The elements of `view` evaluated in `environment`.
    func elements<V: View>(of view: V, in environment: EnvironmentValues) -> [HostElement] {
        evaluating(in: environment) {
            if let primitive = view as? any _HostPrimitive {
                return primitive._hostElements(self, environment)
            }
            guard V.Body.self != Never.self else {
                unsupported.append(String(describing: V.self))
                return []
            }
            let made = elements(of: view.body, in: environment)
            let name = String(String(describing: V.self).prefix { $0 != "<" })
            for element in made {
                element.sources.insert(name, at: 0)
            }
            return made
        }
    }

    /// Runs `body` with `@Environment` properties reading `environment`.
    func evaluating<Result>(in environment: EnvironmentValues, _ body: () -> Result) -> Result {
        _HostEnvironment.$current.withValue(_EnvironmentSnapshot(environment), operation: body)
    }

    /// The elements of `view` evaluated in `environment` (an existential, opened).
    func elements(ofAny view: any View, in environment: EnvironmentValues) -> [HostElement] {
        elements(of: view, in: environment)
    }

    /// The size of image `name`.
    func imageSize(_ name: String, system: Bool) -> CGSize {
        system ? CGSize(width: 20, height: 20) : imageSizes[name] ?? CGSize(width: 100, height: 100)
    }
}
#endif
