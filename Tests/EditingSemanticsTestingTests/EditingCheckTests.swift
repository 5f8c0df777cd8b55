import KeyboardStrategies
import EditingSemantics
import EditingSemanticsTesting
import HostModels
import KeyboardSimulation
import Testing

@Suite struct EditingCheckTests {
    /// नमस्ते is न म स ् त े (six code points, Unicode code charts) and three Swift Characters
    /// (न, म, स्ते: Swift 6.3.1 follows Unicode 17's GB9c). Three code-point deletions leave नमस.
    @Test func characterCountWordDeleteUnderDeletesOnCodePointHost() throws {
        let check = EditingCheck(.deleteLastWord, hosts: ["code-point"], texts: .texts([CheckText(id: "namaste", "नमस्ते")]))
        let report = check.run(characterCountWordDelete)
        let host = try #require(report.hosts.first)
        #expect(host.host.id == "code-point")
        let failure = try #require(host.newFailures.first)
        #expect(failure.outcome.kind == .underDeleted)
        #expect(failure.outcome.remaining == UTF16Text("नमस"))
        #expect(failure.outcome.log.filter { $0.call == .deleteBackward }.count == 3)
        #expect(!report.passed)

        let messages = report.failureMessages
        try #require(messages.count == 2, "a table, then one message: \(messages)")
        #expect(messages[0].contains("\"delete the word before the caret, with the spaces after it\": not exact on 1 of 1 hosts"))
        #expect(messages[0].contains("1 of 1"))
        #expect(messages[0].contains("under-deleted 1  namaste \"नमस्ते\"  code-point"))
        let message = messages[1]
        #expect(message.hasPrefix("code-point (Unicode code points): not exact for"))
        // The host's cut: after "ok " and न म स, before the virama (U+094D), to the end.
        #expect(message.contains("host did  o k \\u{0020} न म स ÷ \\u{094D} त \\u{0947} ÷   deleted"))
        #expect(message.contains("expected  o k \\u{0020} ÷ न म स \\u{094D} त \\u{0947} ÷   deleted"))
        #expect(message.contains("2. deleteBackward()"))
        #expect(message.contains("leading failing text: namaste \"नमस्ते\" (your text), the shortest failing text (no failing text has a usage weight)"))
    }

    /// An Android keyboard's code-point Backspace through the simulated InputConnection: on
    /// नमस्ते (न म स ् त े, Unicode code charts) `deleteSurroundingText(1, 0)` removes only the
    /// vowel sign U+0947, whatever the host, where the character is स्ते (GB9c, Unicode 15.1+);
    /// the message lists the InputConnection calls, not proxy calls.
    @Test func inputConnectionRoutinesAreCheckedAndTheirCallsDrawn() throws {
        let check = EditingCheck(.deleteLastCharacter, hosts: ["code-point", "utf16-unit"], texts: .texts([CheckText(id: "namaste", "नमस्ते")]))
        let report = check.run(inputConnection: { ic in
            guard let before = ic.getTextBeforeCursor(2, flags: 0), let last = before.last else { return }
            let pair = before.count == 2 && UTF16.isLeadSurrogate(before[0]) && UTF16.isTrailSurrogate(last)
            ic.deleteSurroundingText(pair ? 2 : 1, 0)
        })
        #expect(report.hosts.map(\.status) == [.failed, .failed])
        let failure = try #require(report.hosts.first?.newFailures.first)
        #expect(failure.outcome.kind == .underDeleted)
        #expect(failure.outcome.remaining == UTF16Text("स्त"))
        let messages = report.failureMessages
        try #require(messages.count == 2, "hosts failing alike share one message: \(messages)")
        #expect(messages[1].contains("InputConnection calls:\n    1. getTextBeforeCursor(2) → \"ते\"\n    2. deleteSurroundingText(1, 0)   ok नमस्त|"))
        #expect(!messages[1].contains("deleteBackward()"))

        let key = EditingCheck(.deleteLastCharacter, hosts: ["code-point", "swift-string"], texts: .texts([CheckText(id: "namaste", "नमस्ते")]))
            .run(inputConnection: { $0.sendDownUpKeyEvent(67) })
        #expect(key.hosts.map(\.status) == [.failed, .passed], "KEYCODE_DEL is each host's own Backspace")
    }

    /// U+1F44D is the surrogate pair D83D DC4D; a UTF-16 host's one deletion leaves the lead half.
    @Test func drawingSplitsTheSurrogatePairTheHostCut() throws {
        let check = EditingCheck(.deleteLastCharacter, hosts: ["utf16-unit"], texts: .strings(["👍"]))
        let report = check.run(singleDelete)
        let failure = try #require(report.hosts.first?.newFailures.first)
        #expect(failure.outcome.kind == .damaged)
        #expect(failure.outcome.findings.map(\.kind) == [.loneSurrogate])
        let message = try #require(report.failureMessages.last)
        #expect(message.contains("host did  o k \\u{0020} \\u{D83D} ÷ \\u{DC4D} ÷   deleted"))
        #expect(message.contains("lone-surrogate at 3"))
    }

    @Test func smallestFailingTextIsTheShortest() throws {
        let texts = [CheckText(id: "long", "नमस्ते"), CheckText(id: "short", "कि"), CheckText(id: "fine", "a")]
        let report = EditingCheck(.deleteLastWord, hosts: ["code-point"], texts: .texts(texts)).run(characterCountWordDelete)
        let host = try #require(report.hosts.first)
        #expect(host.newFailures.map(\.text.id) == ["long", "short"])
        #expect(host.smallestNewFailure?.text.id == "short")
        #expect(host.passing == 1)
    }

    /// A message leads with a text people type: the most used by the corpus's usage weight, then
    /// the shortest; an ill-formed input only when nothing else fails.
    @Test func leadingFailureIsTheMostUsedTextAndBrokenInputsComeLast() throws {
        func leading(_ texts: [CheckText]) throws -> String? {
            let report = EditingCheck(.deleteLastWord, hosts: ["code-point"], texts: .texts(texts)).run(characterCountWordDelete)
            return try #require(report.hosts.first).leadingNewFailure?.text.id
        }
        let short = CheckText(id: "short", "कि")
        let common = CheckText(id: "common", text: UTF16Text("नमस्ते"), weight: 0.002)
        let rarer = CheckText(id: "rarer", text: UTF16Text("नमस्ते"), weight: 0.001)
        let broken = CheckText(id: "broken", "कि", tags: ["broken"])
        #expect(try leading([short, rarer, common]) == "common")
        #expect(try leading([broken, CheckText(id: "long", "नमस्ते")]) == "long")
        #expect(try leading([broken, CheckText(id: "fine", "a")]) == "broken")
        #expect(try leading([CheckText(id: "long", "नमस्ते"), short]) == "short")
    }

    /// Hosts whose failures are the same texts ending the same ways share one message; the table
    /// comes first with a row per way of failing.
    @Test func hostsThatFailAlikeShareOneMessage() throws {
        // नमस्ते has no surrogate, so one code point and one UTF-16 unit are the same cut: both
        // hosts under-delete it alike. 👍 is a surrogate pair only the UTF-16 host splits.
        let alike = EditingCheck(.deleteLastCharacter, hosts: ["code-point", "utf16-unit", "swift-string"],
                                 texts: .strings(["नमस्ते"])).run(singleDelete)
        #expect(alike.failureGroups.map { $0.map(\.host.id) } == [["code-point", "utf16-unit"]])
        #expect(alike.failureMessages.count == 2)
        #expect(alike.failureMessages[0].contains("not exact on 2 of 3 hosts (1 way of failing"))
        #expect(alike.failureMessages[1].hasPrefix("code-point, utf16-unit (2 hosts failing alike; drawn on code-point): not exact"))

        let apart = EditingCheck(.deleteLastCharacter, hosts: ["code-point", "utf16-unit"],
                                 texts: .strings(["नमस्ते", "👍"])).run(singleDelete)
        #expect(apart.failureGroups.map { $0.map(\.host.id) } == [["code-point"], ["utf16-unit"]])
        #expect(apart.failureMessages.count == 3)
        #expect(apart.failureMessages[0].contains("(2 ways of failing"))
    }

    @Test func knownDivergencesByTextAndTagDoNotFail() throws {
        let texts = [CheckText(id: "hi", "कि", tags: ["devanagari"]), CheckText(id: "ko", "\u{1112}\u{1161}\u{11AB}", tags: ["hangul"])]
        let check = EditingCheck(
            .deleteLastCharacter, hosts: ["code-point"], texts: .texts(texts),
            knownDivergences: [.host("code-point", tag: "devanagari"), .host("code-point", text: "\u{1112}\u{1161}\u{11AB}"),
                               .host("code-point", textID: "absent")])
        let report = check.run(singleDelete)
        let host = try #require(report.hosts.first)
        #expect(host.newFailures.isEmpty)
        #expect(host.knownFailures.count == 2)
        #expect(host.status == .knownDivergences)
        #expect(report.passed)
        #expect(report.unusedKnownDivergences == [.host("code-point", textID: "absent")])
        #expect(report.warningMessages.contains { $0.contains(#".host("code-point", textID: "absent")"#) })
    }

    @Test func aHostWhoseDeletionIsUnknownIsReportedNotPassed() throws {
        let blind = HostModel(
            id: "blind", name: "A host nobody measured", summary: "test model",
            deletion: Aspect(rule: nil, unit: "unknown", summary: "Not known.", citations: [Citation("nothing found", grade: .unknown)]),
            offset: Aspect(rule: nil, unit: "unknown", summary: "Not known.", citations: [Citation("nothing found", grade: .unknown)]),
            caret: Aspect(rule: nil, unit: "unknown", summary: "Not known.", citations: [Citation("nothing found", grade: .unknown)]),
            selection: Aspect(rule: nil, unit: "unknown", summary: "Not known.", citations: [Citation("nothing found", grade: .unknown)]),
            unicodeBasis: "none")
        var check = EditingCheck(.deleteLastCharacter, hosts: .models([blind]), texts: .strings(["a", "b"]))
        let report = check.run(singleDelete)
        let host = try #require(report.hosts.first)
        #expect(host.status == .unknown)
        #expect(host.passing == 0 && host.judged == 0 && host.unknownCount == 2)
        #expect(host.unknownAspects == ["deletion"])
        #expect(report.passed)
        #expect(report.warningMessages.first?.hasPrefix("blind (A host nobody measured): unknown for") == true)
        #expect(report.warningMessages.first?.contains("looked at: nothing found") == true)

        check.unknownFails = true
        let strict = check.run(singleDelete)
        #expect(!strict.passed)
        #expect(strict.failureMessages.first?.hasPrefix("blind (A host nobody measured): unknown for") == true)
    }

    @Test func configurationProblemsFailTheCheck() {
        let unknownHost = EditingCheck(.deleteLastCharacter, hosts: ["no-such-host"], texts: .strings(["a"])).run(singleDelete)
        #expect(!unknownHost.passed)
        #expect(unknownHost.problems.first?.contains("unknown host 'no-such-host'; valid hosts: ") == true)

        let empty = EditingCheck(.deleteLastCharacter, hosts: ["code-point"], texts: .texts([])).run(singleDelete)
        #expect(!empty.passed)
        #expect(empty.problems == ["the selection holds no text, so nothing would be checked"])

        let twice = EditingCheck(.deleteLastCharacter, hosts: ["code-point"], texts: .strings(["a", "b"]) + .strings(["a"])).run(singleDelete)
        #expect(twice.problems == ["the text id 'a' (your text) is used twice; only its first text is checked"])
        #expect(twice.textCount == 2)

        let knownOnNothing = EditingCheck(.deleteLastCharacter, hosts: ["code-point"], texts: .strings(["a"]),
                                          knownDivergences: [.host("ios1-notepad")]).run(singleDelete)
        #expect(knownOnNothing.problems.first?.contains("ios1-notepad") == true)
    }

    @Test func noDamageAllowsUnderDeletionButNotALoneSurrogate() throws {
        let texts = TextSelection.texts([CheckText(id: "ki", "कि"), CheckText(id: "thumb", "👍")])
        let report = EditingCheck(.deleteLastWord, requirement: .noDamage, hosts: ["code-point", "utf16-unit"], texts: texts)
            .run(singleDelete)
        #expect(report.hosts.map(\.status) == [.passed, .failed])
        #expect(report.hosts[1].newFailures.map(\.text.id) == ["thumb"])
    }

    /// Two issues: the table, and the one group's message.
    @Test func recordsTheTableThenAnIssuePerGroup() {
        let check = EditingCheck(.deleteLastWord, hosts: ["code-point", "grapheme-icu"], texts: .strings(["नमस्ते"]))
        withKnownIssue {
            let report = check.expect(characterCountWordDelete)
            #expect(report.failedHosts.map(\.host.id) == ["code-point"])
        }
    }

    @Test func recommendedWordDeleteIsExactOnEveryKnownHost() {
        let check = EditingCheck(.deleteLastWord, texts: .builtIn())
        let report = check.expect(RecommendedDeleteWord())
        #expect(report.failedHosts.isEmpty)
    }
}

#if canImport(XCTest)
import XCTest

final class XCTestEntryPointTests: XCTestCase {
    func testAPassingCheckRecordsNoFailure() {
        let report = EditingCheck(.deleteLastWord, hosts: ["code-point", "grapheme-icu"], texts: .builtIn()).run(RecommendedDeleteWord())
        XCTAssertTrue(report.failureMessages.isEmpty)
        XCTAssertPasses(report)
    }
}
#endif
