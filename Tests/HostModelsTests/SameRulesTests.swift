import EditingInvariants
import EditingSemantics
import HostModels
import Testing

/// The report asks one host of a pair with the same rules (`hasSameRules(as:)`) and gives its
/// answers to the other. The pairs are the web editors that leave the keys to their browser; each
/// is held here to answer as its browser does, so a rule set on such a model later (which makes
/// it a model of its own) cannot go unnoticed.
struct SameRulesTests {
    /// Each model with an earlier catalog model of the same rules, and that model.
    static let pairs: [(model: HostModel, twin: HostModel)] = HostCatalog.all.indices.compactMap { h in
        let model = HostCatalog.all[h]
        return HostCatalog.all[..<h].first { $0.hasSameRules(as: model) }.map { (model, $0) }
    }

    /// The editors built with `deferring(to:)` are their browser's rules; one that replaces a rule
    /// (Quill in Firefox deletes by code point) is not.
    @Test func theEditorsThatDeferToTheBrowserAreItsTwins() throws {
        let twins = Dictionary(uniqueKeysWithValues: Self.pairs.map { ($0.model.id, $0.twin.id) })
        for editor in ["prosemirror-chromium@1", "quill-chromium@2", "tiptap-chromium@3", "prosemirror-firefox@1", "trix-firefox@2"] {
            #expect(twins[editor] != nil, "\(editor)")
            let browser = try HostCatalog.model(id: try #require(twins[editor]))
            #expect(["chromium", "firefox"].contains(browser.family), "\(editor) twin \(browser.id)")
        }
        for own in ["quill-firefox@2", "codemirror-chromium@5", "lexical-chromium@0.31", "chromium@156", "firefox@153"] {
            #expect(twins[own] == nil, "\(own) has rules of its own, not \(twins[own] ?? "")'s")
        }
    }

    /// Every pair answers alike on random hard texts, under every aspect the report asks.
    @Test func twinsAnswerAlike() {
        let texts = HardCases.texts(seed: 0x5A3E, count: 300, maxFragments: 6)
        for (model, twin) in Self.pairs {
            for text in texts {
                #expect(model.deletionRule.map { DeletionTrace(deleting: text, with: $0) }
                        == twin.deletionRule.map { DeletionTrace(deleting: text, with: $0) }, "\(model.id) \(twin.id) \(text)")
                for aspect in AspectKind.textAspects where aspect != .deletion {
                    #expect(model.stops(aspect, in: text) == twin.stops(aspect, in: text), "\(model.id) \(aspect) \(text)")
                }
            }
        }
    }

    /// Each model and aspect with an earlier catalog model of the same rule of that aspect
    /// (`hasSameRule(_:as:)`), and that model: the report gives the earlier model's answers under
    /// that aspect to the later one.
    static let aspectPairs: [(model: HostModel, aspect: AspectKind, twin: HostModel)] = HostCatalog.all.indices.flatMap { h in
        let model = HostCatalog.all[h]
        return AspectKind.allCases.compactMap { aspect in
            HostCatalog.all[..<h].first { $0.hasSameRule(aspect, as: model) }.map { (model, aspect, $0) }
        }
    }

    /// An editor with a Backspace of its own keeps its browser's caret: the aspect's pair is
    /// found where the whole model's is not.
    @Test func anEditorWithItsOwnBackspaceSharesItsBrowsersCaret() {
        let pairs = Self.aspectPairs.map { "\($0.model.id) \($0.aspect) \($0.twin.id)" }
        #expect(pairs.contains("quill-firefox@2 caret firefox@153"))
        #expect(!pairs.contains { $0.hasPrefix("quill-firefox@2 deletion ") })
    }

    /// Every model answers as its earlier model of the same rule, on random hard texts, under
    /// that aspect.
    @Test func aspectTwinsAnswerAlike() {
        let texts = HardCases.texts(seed: 0x5A3F, count: 120, maxFragments: 6)
        for (model, aspect, twin) in Self.aspectPairs {
            for text in texts {
                if aspect == .deletion {
                    #expect(model.deletionRule.map { DeletionTrace(deleting: text, with: $0) }
                            == twin.deletionRule.map { DeletionTrace(deleting: text, with: $0) }, "\(model.id) \(twin.id) \(text)")
                } else if AspectKind.textAspects.contains(aspect) {
                    #expect(model.stops(aspect, in: text) == twin.stops(aspect, in: text), "\(model.id) \(aspect) \(twin.id) \(text)")
                }
            }
        }
    }

    @Test func settingARuleMakesAModelOfItsOwn() {
        let chromium = HostCatalog.all.first { $0.id == "chromium@156" }!
        var copy = chromium
        copy.id = "copy"
        var caret = copy.caret
        caret.summary = "said differently"
        copy.caret = caret
        #expect(copy.hasSameRules(as: chromium))
        copy.caret.rule = chromium.caret.rule
        #expect(!copy.hasSameRules(as: chromium))
        #expect(!copy.hasSameRule(.caret, as: chromium))
        #expect(copy.hasSameRule(.deletion, as: chromium))
    }
}
