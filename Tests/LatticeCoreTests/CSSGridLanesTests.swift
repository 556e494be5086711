import Testing
@testable import LatticeCore

/// `display: grid-lanes`, `grid-lanes-direction`, `flow-tolerance` and `font-size`.
struct CSSGridLanesTests {
    /// A style of one declaration.
    private func style(_ property: String, _ value: String) throws -> Style { try Style(css: [property: value]) }

    /// The error parsing `value` for `property` gives, at character `offset`.
    private func error(_ property: String, _ value: String, _ offset: Int, _ message: String) -> CSSParseError {
        .init(property: property, text: value, offset: offset, message: message)
    }

    @Test func displayGridLanesAndInlineGridLanesMakeAGridLanesContainer() throws {
        #expect(try style("display", "grid-lanes").display == .gridLanes)
        #expect(try style("display", "inline-grid-lanes").display == .gridLanes)
        #expect(try style("display", "GRID-LANES").display == .gridLanes)
    }

    @Test func gridLanesDirectionTakesChromiumsValues() throws {
        #expect(try style("grid-lanes-direction", "row").gridLanesDirection == .row)
        #expect(try style("grid-lanes-direction", "column").gridLanesDirection == .column)
        #expect(try style("grid-lanes-direction", "normal").gridLanesDirection == .normal)
        #expect(try style("grid-lanes-direction", "initial").gridLanesDirection == .normal)
        #expect(throws: error("grid-lanes-direction", "fill-reverse", 0,
                              "'fill-reverse' is not supported: expected 'normal', 'row' or 'column'")) {
            try style("grid-lanes-direction", "fill-reverse")
        }
        #expect(throws: error("grid-lanes-direction", "row row", 4, "expected the end of the value, found 'row'")) {
            try style("grid-lanes-direction", "row row")
        }
    }

    @Test func theDirectionNormalFollowsTheTemplates() throws {
        #expect(try Style(css: ["grid-template-rows": "10px"]).gridLanesAxis == .vertical)
        #expect(try Style(css: ["grid-template-rows": "10px", "grid-template-columns": "10px"]).gridLanesAxis == .horizontal)
        #expect(Style().gridLanesAxis == .horizontal)
        #expect(try Style(css: ["grid-template-columns": "10px", "grid-lanes-direction": "row"]).gridLanesAxis == .vertical)
    }

    @Test func flowToleranceTakesKeywordsLengthsEmsAndPercentages() throws {
        #expect(try style("flow-tolerance", "normal").flowTolerance == .normal)
        #expect(try style("flow-tolerance", "infinite").flowTolerance == .infinite)
        #expect(try style("flow-tolerance", "10px").flowTolerance == .length(.points(10)))
        #expect(try style("flow-tolerance", "0").flowTolerance == .length(.points(0)))
        #expect(try style("flow-tolerance", "25%").flowTolerance == .length(.percent(25)))
        #expect(try style("flow-tolerance", "0.5em").flowTolerance == .em(0.5))
        #expect(try style("flow-tolerance", "1EM").flowTolerance == .em(1))
        #expect(throws: error("flow-tolerance", "-1px", 0, "expected a non-negative length or percentage")) {
            try style("flow-tolerance", "-1px")
        }
        #expect(throws: error("flow-tolerance", "-2em", 0, "expected a non-negative length or percentage")) {
            try style("flow-tolerance", "-2em")
        }
        #expect(throws: error("flow-tolerance", "auto", 0, "expected 'normal', 'infinite', a length or a percentage")) {
            try style("flow-tolerance", "auto")
        }
        // The offset of an unsupported unit points at the unit.
        #expect(throws: error("flow-tolerance", "2rem", 1,
                              "expected 'normal', 'infinite', a length or a percentage; 'rem' is not a supported unit")) {
            try style("flow-tolerance", "2rem")
        }
    }

    @Test func fontSizeIsAnAbsoluteLength() throws {
        #expect(try style("font-size", "20px").fontSize == 20)
        #expect(try style("font-size", "12pt").fontSize == 16)
        #expect(Style().fontSize == 0)
        #expect(throws: error("font-size", "50%", 0,
                              "expected a length in 'px' (percentages of an inherited font size are not supported)")) {
            try style("font-size", "50%")
        }
        #expect(throws: error("font-size", "1em", 1, "expected a length in 'px'; 'em' is not a supported unit")) {
            try style("font-size", "1em")
        }
    }

    @Test func theToleranceResolvesAgainstTheFontSizeAndTheGridAxis() {
        #expect(FlowTolerance.normal.resolved(fontSize: 16, gridAxisSize: nil) == 16)
        #expect(FlowTolerance.em(0.5).resolved(fontSize: 20, gridAxisSize: nil) == 10)
        #expect(FlowTolerance.length(.points(12)).resolved(fontSize: 0, gridAxisSize: nil) == 12)
        #expect(FlowTolerance.length(.percent(10)).resolved(fontSize: 0, gridAxisSize: 300) == 30)
        // A percentage of an indefinite size is 0.
        #expect(FlowTolerance.length(.percent(10)).resolved(fontSize: 0, gridAxisSize: nil) == 0)
        #expect(FlowTolerance.infinite.resolved(fontSize: 0, gridAxisSize: 100) == .infinity)
    }

    @Test func aDeclarationBlockSetsThemAll() throws {
        let style = try Style(css: "display: inline-grid-lanes; grid-lanes-direction: row; flow-tolerance: 2em; font-size: 10px")
        #expect(style.display == .gridLanes)
        #expect(style.gridLanesDirection == .row)
        #expect(style.flowTolerance == .em(2))
        #expect(style.fontSize == 10)
    }
}
