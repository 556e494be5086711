import Testing
@testable import LatticeCore

/// grid-template-columns/-rows and grid-auto-columns/-rows (CSS Grid §7.2, §7.6).
struct CSSTrackListTests {
    private func error(_ text: String, _ offset: Int, _ message: String) -> CSSParseError {
        CSSParseError(property: "", text: text, offset: offset, message: message)
    }

    @Test func trackBreadths() throws {
        #expect(try TrackSize(css: "40px") == .points(40))
        #expect(try TrackSize(css: "50%") == .percent(50))
        #expect(try TrackSize(css: "1.5fr") == .fr(1.5))
        #expect(try TrackSize(css: "0fr") == .fr(0))
        #expect(try TrackSize(css: "0") == .points(0))
        #expect(try TrackSize(css: "auto") == .auto)
        #expect(try TrackSize(css: "MIN-CONTENT") == .minContent)
        #expect(try TrackSize(css: "max-content") == .maxContent)
        #expect(try TrackSize(css: "1FR") == .fr(1))
    }

    @Test func minmaxAndFitContent() throws {
        #expect(try TrackSize(css: "minmax(0, 1fr)") == .minmax(.fixed(.points(0)), .flex(1)))
        #expect(try TrackSize(css: "minmax( auto , auto )") == .minmax(.auto, .auto))
        #expect(try TrackSize(css: "minmax(min-content, max-content)") == .minmax(.minContent, .maxContent))
        #expect(try TrackSize(css: "minmax(100%, 40px)") == .minmax(.fixed(.percent(100)), .fixed(.points(40))))
        #expect(try TrackSize(css: "fit-content(75px)") == .fitContent(.points(75)))
        #expect(try TrackSize(css: "fit-content(60%)") == .fitContent(.percent(60)))
    }

    @Test func invalidTrackSizes() {
        #expect(throws: error("minmax(1fr, 10px)", 7, "expected a length, percentage, 'auto', 'min-content' or 'max-content' (a flexible 'fr' size cannot be the minimum)")) {
            try TrackSize(css: "minmax(1fr, 10px)")
        }
        #expect(throws: error("fit-content(1fr)", 12, "expected a length or percentage")) {
            try TrackSize(css: "fit-content(1fr)")
        }
        #expect(throws: error("fit-content(-1px)", 12, "expected a non-negative length or percentage")) {
            try TrackSize(css: "fit-content(-1px)")
        }
        #expect(throws: error("minmax(10px 20px)", 12, "expected ','")) {
            try TrackSize(css: "minmax(10px 20px)")
        }
        #expect(throws: error("minmax(10px, 20px, 30px)", 17, "expected ')'")) {
            try TrackSize(css: "minmax(10px, 20px, 30px)")
        }
        #expect(throws: error("-1fr", 0, "expected a non-negative flexible size")) {
            try TrackSize(css: "-1fr")
        }
        #expect(throws: error("-5px", 0, "expected a non-negative length or percentage")) {
            try TrackSize(css: "-5px")
        }
        #expect(throws: error("fit-content", 0, "expected a track size")) {
            try TrackSize(css: "fit-content")
        }
    }

    @Test func briefExampleErrorPointsAtTheUnknownUnit() {
        // "40px 1fz": the bad track starts at 5, its unit "fz" at 6.
        let thrown = #expect(throws: CSSParseError.self) { try Style(css: ["grid-template-columns": "40px 1fz"]) }
        #expect(thrown?.offset == 6)
        #expect(thrown?.description == #"invalid value for 'grid-template-columns' at offset 6 in "40px 1fz": expected a track size; 'fz' is not a supported unit"#)
    }

    @Test func plainTrackList() throws {
        #expect(try TrackList(css: "none") == .none)
        #expect(try TrackList(css: "132px 30% max-content 1.5fr")
                == TrackList([.points(132), .percent(30), .maxContent, .fr(1.5)]))
    }

    @Test func lineNamesSitBetweenTracks() throws {
        let list = try TrackList(css: "[full-start] 40px [main-start] 1fr [main-end] 40px [full-end]")
        #expect(list == TrackList(
            entries: [.track(.points(40)), .track(.fr(1)), .track(.points(40))],
            lineNames: [["full-start"], ["main-start"], ["main-end"], ["full-end"]]))
        // Names only in the middle: the other slots are empty, the count is still entries + 1.
        let middle = try TrackList(css: "10px [a b] 20px")
        #expect(middle.lineNames == [[], ["a", "b"], []])
        // Adjacent groups merge; an empty group adds nothing.
        let merged = try TrackList(css: "[a] [b] 10px [] 20px")
        #expect(merged.lineNames == [["a", "b"], [], []])
        // Only empty groups: no names at all.
        #expect(try TrackList(css: "[] 10px").lineNames == [])
    }

    @Test func lineNamesAreCustomIdents() {
        #expect(throws: error("[span] 10px", 1, "expected a line name or ']'")) { try TrackList(css: "[span] 10px") }
        #expect(throws: error("[auto] 10px", 1, "expected a line name or ']'")) { try TrackList(css: "[auto] 10px") }
        #expect(throws: error("[a 1] 10px", 3, "expected a line name or ']'")) { try TrackList(css: "[a 1] 10px") }
        #expect(throws: error("[initial] 10px", 1, "expected a line name or ']'")) { try TrackList(css: "[initial] 10px") }
        #expect(throws: error("[a]", 3, "expected a track size")) { try TrackList(css: "[a]") }
    }

    @Test func repeatWithCount() throws {
        #expect(try TrackList(css: "repeat(4, minmax(0, 1fr))")
                == TrackList(entries: [.repeat(.count(4), tracks: [.minmax(.fixed(.points(0)), .flex(1))], lineNames: [[], []])]))
        let named = try TrackList(css: "[a] repeat(2, [b] 10px [c] 20px) [d] 1fr")
        #expect(named == TrackList(
            entries: [.repeat(.count(2), tracks: [.points(10), .points(20)], lineNames: [["b"], ["c"], []]), .track(.fr(1))],
            lineNames: [["a"], ["d"], []]))
    }

    @Test func repeatCountsAreClampedToChromiumsTenMillion() throws {
        #expect(try TrackList(css: "repeat(99999999999, 1px)")
                == TrackList(entries: [.repeat(.count(10_000_000), tracks: [.points(1)], lineNames: [[], []])]))
        #expect(try TrackList(css: "repeat(200000, 1px)")
                == TrackList(entries: [.repeat(.count(200_000), tracks: [.points(1)], lineNames: [[], []])]))
    }

    @Test func autoRepeat() throws {
        #expect(try TrackList(css: "repeat(auto-fill, 40px)")
                == TrackList(entries: [.repeat(.autoFill, tracks: [.points(40)], lineNames: [[], []])]))
        #expect(try TrackList(css: "repeat(auto-fit, 10px 75px) 48px")
                == TrackList(entries: [.repeat(.autoFit, tracks: [.points(10), .points(75)], lineNames: [[], [], []]), .track(.points(48))]))
        // Fixed sizes: a length-percentage on at least one side of minmax().
        #expect(try TrackList(css: "repeat(auto-fill, minmax(40px, 1fr)) minmax(auto, 10%)").entries.count == 2)
        #expect(try TrackList(css: "repeat(auto-fill, 40px)").hasAutoRepeat)
    }

    @Test func autoRepeatRequiresFixedSizesEverywhere() {
        #expect(throws: error("repeat(auto-fill, 1fr)", 18, "expected a fixed track size (a length or percentage, or minmax() with one): a track list with 'auto-fill' or 'auto-fit' allows only those")) {
            try TrackList(css: "repeat(auto-fill, 1fr)")
        }
        #expect(throws: error("auto repeat(auto-fit, 10px)", 0, "expected a fixed track size (a length or percentage, or minmax() with one): a track list with 'auto-fill' or 'auto-fit' allows only those")) {
            try TrackList(css: "auto repeat(auto-fit, 10px)")
        }
        #expect(throws: error("repeat(auto-fill, 10px) repeat(2, fit-content(5px))", 34, "expected a fixed track size (a length or percentage, or minmax() with one): a track list with 'auto-fill' or 'auto-fit' allows only those")) {
            try TrackList(css: "repeat(auto-fill, 10px) repeat(2, fit-content(5px))")
        }
        #expect(throws: error("repeat(auto-fill, 10px) repeat(auto-fit, 10px)", 24, "expected at most one repeat() with 'auto-fill' or 'auto-fit' in a track list")) {
            try TrackList(css: "repeat(auto-fill, 10px) repeat(auto-fit, 10px)")
        }
    }

    @Test func invalidRepeats() {
        #expect(throws: error("repeat(0, 10px)", 7, "expected a positive number of repetitions")) {
            try TrackList(css: "repeat(0, 10px)")
        }
        #expect(throws: error("repeat(1.5, 10px)", 7, "expected a positive integer, 'auto-fill' or 'auto-fit'")) {
            try TrackList(css: "repeat(1.5, 10px)")
        }
        #expect(throws: error("repeat(2 10px)", 9, "expected ','")) { try TrackList(css: "repeat(2 10px)") }
        #expect(throws: error("repeat(2,)", 9, "expected a track size")) { try TrackList(css: "repeat(2,)") }
        #expect(throws: error("repeat(2, 1px, 2px)", 13, "expected a track size or ')'")) {
            try TrackList(css: "repeat(2, 1px, 2px)")
        }
        #expect(throws: error("repeat(2, repeat(2, 1px))", 10, "expected a track size (repeat() cannot be nested)")) {
            try TrackList(css: "repeat(2, repeat(2, 1px))")
        }
    }

    @Test func noneOnlyStandsAlone() {
        #expect(throws: error("none 10px", 0, "expected a track size")) { try TrackList(css: "none 10px") }
        #expect(throws: error("", 0, "expected a track size")) { try TrackList(css: "") }
    }

    @Test func autoTrackSizes() throws {
        #expect(try [TrackSize](css: "minmax(5px, auto)") == [.minmax(.fixed(.points(5)), .auto)])
        #expect(try [TrackSize](css: "fit-content(75px) minmax(min-content, max-content)")
                == [.fitContent(.points(75)), .minmax(.minContent, .maxContent)])
        let style = try Style(css: ["grid-auto-rows": "auto 146px", "grid-auto-columns": "1fr 30%"])
        #expect(style.gridAutoRows == [.auto, .points(146)])
        #expect(style.gridAutoColumns == [.fr(1), .percent(30)])
        #expect(throws: error("repeat(2, 1px)", 0, "expected a track size (repeat() is not allowed here)")) {
            try [TrackSize](css: "repeat(2, 1px)")
        }
        #expect(throws: error("[a] 1px", 0, "expected a track size (line names are not allowed here)")) {
            try [TrackSize](css: "[a] 1px")
        }
        #expect(throws: error("none", 0, "expected a track size")) { try [TrackSize](css: "none") }
    }
}
