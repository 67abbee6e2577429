import Testing

@testable import StoryflowModel

/// An unwind action's name, as segues call it, and its Objective-C selector, as Interface Builder names it.
@Suite struct UnwindActionTests {
    @Test(arguments: [
        ("backHome", "backHome", "backHome:"),
        ("backHome:", "backHome", "backHome:"),
        ("backHome(_:)", "backHome", "backHome:"),
        ("backHome(segue:)", "backHome", "backHomeWithSegue:"),
        ("backHome(from:animated:)", "backHome", "backHomeFrom:animated:"),
        ("backHome(_:animated:)", "backHome", "backHome:animated:"),
        ("unwind(from:)", "unwind", "unwindFrom:"),
        ("backTo(segue:)", "backTo", "backToSegue:"),
        ("unwind(fromList:)", "unwind", "unwindFromList:"),
        ("unwindToList(segue:)", "unwindToList", "unwindToListWithSegue:"),
    ])
    func nameAndSelector(declared: String, name: String, selector: String) {
        let action = UnwindAction(declaredName: declared, location: SourceLocation(file: "f", line: 1, column: 1))
        #expect(action.name == name)
        #expect(action.selector == selector)
        #expect(action.declaredName == declared)
    }

    @Test(arguments: ["x(", "(segue:)", "x( segue: )", "x()", "", "9x", "x(segue)", "x::", "a b"])
    func whatIsNoMethodNameIsRefused(declared: String) {
        #expect(!UnwindAction.isValidDeclaration(declared))
    }

    @Test(arguments: ["x", "x:", "x(_:)", "x(segue:)", "x(from:animated:)", "_x2", "zurück", "été(à:)"])
    func methodNamesAreAccepted(declared: String) {
        #expect(UnwindAction.isValidDeclaration(declared))
    }

    @Test("an ASCII name is an identifier by the same rule as any other: letters, digits and _, not a digit first")
    func asciiIdentifiersFollowTheCharacterRule() {
        func isIdentifier(_ text: String) -> Bool {
            guard let first = text.first, first.isLetter || first == "_" else { return false }
            return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        let ascii = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }
        for name in ascii + ascii.flatMap({ first in ascii.map { first + $0 } }) where !name.contains(where: { "():".contains($0) }) {
            #expect(UnwindAction.isValidDeclaration(name) == isIdentifier(name), "\(name)")
            #expect(UnwindAction.isValidDeclaration("x(" + name + ":)") == isIdentifier(name), "\(name)")
        }
    }

    /// Every name of up to five characters from letters, a digit, `_`, a space, `(`, `)` and `:`, and a line break:
    /// the byte rule and the character rule agree.
    @Test func asciiDeclarationsFollowTheCharacterRule() {
        let alphabet = ["a", "Z", "_", "1", " ", "(", ")", ":", "\r\n"]
        var level = [""]
        var names = [""]
        for _ in 0..<5 {
            level = level.flatMap { name in alphabet.map { name + $0 } }
            names += level
        }
        for name in names {
            var bytes = name
            let byBytes = bytes.withUTF8 { UnwindAction.isValidASCIIDeclaration($0) }
            #expect(byBytes == UnwindAction.isValidDeclarationByCharacters(name), "\(name.debugDescription)")
        }
    }
}
