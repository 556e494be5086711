import Testing
import Lattice

@Test func percentageAutoRepeatTracksCountAsOnePixelUnderAMaxSizeAlone() throws {
    // Only max-height: the height is indefinite, so 60% resolves against no size
    // (0) and each repeated row counts as the 1 px floor of §7.2.3.2 with its 2 px
    // gap: floor((100 + 2) / (1 + 2)) = 34 rows, each then 60% of the used height.
    let result = try layoutDocument("""
        {"name": "t", "available": {"width": 100, "height": 100},
         "root": {"style": {"display": "grid", "width": "50px", "max-height": "100px",
                            "grid-template-rows": "repeat(auto-fill, 60%)", "row-gap": "2px"}}}
        """)
    #expect(result.rows?.sizes.count == 34)
}

@Test func percentageAutoRepeatTracksResolveAgainstADefiniteMinSize() throws {
    // min-height 100px and no height: 60% of the min size is 60 px; the smallest
    // count reaching 100 is 2 (60 + 2 + 60 = 122 ≥ 100, 60 < 100).
    let result = try layoutDocument("""
        {"name": "t", "available": {"width": 100, "height": 100},
         "root": {"style": {"display": "grid", "width": "50px", "min-height": "100px",
                            "grid-template-rows": "repeat(auto-fill, 60%)", "row-gap": "2px"}}}
        """)
    #expect(result.rows?.sizes.count == 2)
}
