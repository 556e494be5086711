/// One direction of the layout target's byte format: ``ByteDecoder`` reads values from
/// the fuzzer's bytes, ``ByteEncoder`` writes the bytes that read back as given values
/// (the seeds). Every compound value is coded once, in terms of these four, for both
/// directions (StyleCoding.swift, TreeCoding.swift): a decoder replaces the value it is
/// handed, an encoder writes it and leaves it as it is.
protocol ValueCoder {
    /// A choice among `count` (1 to 256): one byte, modulo `count`.
    mutating func code(choice: inout Int, of count: Int)
    /// A number: a small whole number or a special value (``SpecialValues``) in one
    /// byte, else the number's 64 bits.
    mutating func code(_ value: inout Double)
    /// An integer: a small one or a special value in one byte; one of 16 bits in three;
    /// a huge special value (``SpecialValues/hugeIntegers``) in two; else its 64 bits.
    mutating func code(_ value: inout Int)
    /// A name: one of ``SpecialValues/names`` in one byte, else its length and UTF-8 bytes.
    mutating func code(_ value: inout String)
}

extension ValueCoder {
    /// A value among `choices` (an encoder writes the index of the first equal one).
    mutating func code<Value: Equatable>(_ value: inout Value, among choices: [Value]) {
        var index = choices.firstIndex(of: value) ?? 0
        code(choice: &index, of: choices.count)
        value = choices[index]
    }

    mutating func code(_ value: inout Bool) {
        code(&value, among: [false, true])
    }

    /// An optional: whether there is a value, then the value.
    mutating func code<Value>(_ value: inout Value?, blank: Value, _ element: (inout Self, inout Value) -> Void) {
        var present = value != nil
        code(&present)
        guard present else {
            value = nil
            return
        }
        var unwrapped = value ?? blank
        element(&self, &unwrapped)
        value = unwrapped
    }

    /// An array of at most `limit` elements: its count, then its elements (an encoder
    /// writes the first `limit`; a decoder starts each new element from `blank`).
    mutating func code<Element>(_ array: inout [Element], limit: Int, blank: Element,
                                _ element: (inout Self, inout Element) -> Void) {
        var count = min(array.count, limit)
        code(choice: &count, of: limit + 1)
        if count < array.count { array.removeLast(array.count - count) }
        if count > array.count { array.append(contentsOf: repeatElement(blank, count: count - array.count)) }
        for index in array.indices { element(&self, &array[index]) }
    }
}
