import StoryflowIO
import Testing

/// `UTF8Text`: output built as UTF-8 bytes holds exactly the bytes of the text appended.
@Suite struct UTF8TextTests {
    @Test(arguments: [0, 7, 10, 1_234_567_890, -1, -42, Int.max, Int.min])
    func numbersAreWrittenInDecimalAsStringDoes(value: Int) {
        var text = UTF8Text()
        text.append(decimal: value)
        #expect(text.bytes == Array(String(value).utf8))
    }

    @Test func literalsStringsAndTextsAreAppendedInOrder() {
        var part = UTF8Text()
        part.append("Añadir ")
        part.append("👩‍💻")
        var text = UTF8Text("{")
        text.append(StaticString("\"name\": "))
        text.append(Substring("a long string that is not small, taken from a substring").base)
        text.append(part)
        text.append(decimal: 3)
        #expect(text.bytes == Array(("{\"name\": a long string that is not small, taken from a substring" + "Añadir 👩‍💻" + "3").utf8))
        #expect(text.string == "{\"name\": a long string that is not small, taken from a substringAñadir 👩‍💻3")
    }
}
