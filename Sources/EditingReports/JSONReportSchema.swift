import HostModels
/// The JSON Schema (draft 2020-12) of `report.json`, written beside it as `report.schema.json`.
enum JSONReportSchema {
    static let text = #"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "title": "editsem report",
      "description": "Divergence of text hosts' delete-backward, caret and offset units over a corpus. Offsets and lengths are UTF-16 code units.",
      "type": "object",
      "required": ["schemaVersion", "stamp", "texts", "hosts", "knownDifferences", "units", "strategies", "groups"],
      "additionalProperties": false,
      "properties": {
        "schemaVersion": {"const": 2},
        "stamp": {
          "description": "The versions every figure stands on, and the corpus identity.",
          "type": "object",
          "required": ["icu", "icuUnicode", "swift", "stdlibUnicode", "corpus", "corpusVersion"],
          "additionalProperties": false,
          "properties": {
            "icu": {"type": "string"}, "icuUnicode": {"type": "string"}, "swift": {"type": "string"},
            "stdlibUnicode": {"type": "string"}, "corpus": {"type": "string"}, "corpusVersion": {"type": "string"}
          }
        },
        "texts": {"type": "integer", "description": "Corpus texts run."},
        "hosts": {"type": "array", "items": {"$ref": "#/$defs/host"}, "description": "Every column: real host versions (kind host) and reference units (kind reference)."},
        "knownDifferences": {"type": "array", "description": "Differences between a model and its real host's observation that are understood and kept, with the reason.", "items": {
          "type": "object", "required": ["host", "element", "aspect", "reason", "cases"], "additionalProperties": false,
          "properties": {"host": {"type": "string"}, "element": {"type": "string"}, "aspect": {"enum": [\#(names(AspectKind.observed))]},
                         "reason": {"type": "string"}, "cases": {"type": "array", "items": {"type": "string"}}}
        }},
        "units": {"type": "array", "items": {"type": "string"}, "description": "Unit ids the grids compare hosts with."},
        "strategies": {"type": "array", "items": {
          "type": "object", "required": ["id", "summary"], "additionalProperties": false,
          "properties": {"id": {"type": "string"}, "summary": {"type": "string"}}
        }},
        "groups": {"type": "array", "items": {"$ref": "#/$defs/group"}}
      },
      "$defs": {
        "aspect": {
          "type": "object", "required": ["unit", "grade", "known"], "additionalProperties": false,
          "properties": {
            "unit": {"type": "string"},
            "grade": {"enum": [\#(EvidenceGrade.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))]},
            "known": {"type": "boolean"}
          }
        },
        "host": {
          "type": "object", "required": ["id", "name", "kind", "family", "version", \#(names(AspectKind.allCases)), "unicodeBasis", "observedIn"], "additionalProperties": false,
          "properties": {
            "id": {"type": "string"}, "name": {"type": "string"},
            "kind": {"$ref": "#/$defs/kind"},
            "family": {"type": "string"}, "version": {"type": "string", "description": "Empty for a model with no versioned release."},
            "observedIn": {"type": "array", "items": {"type": "string"}, "description": "The elements this host version was observed in, with the version the host reported and where and how it was observed (device, platform, source)."},
            \#(refs(AspectKind.allCases, "aspect")),
            "unicodeBasis": {"type": "string"}
          }
        },
        "kind": {"enum": ["host", "reference"], "description": "A real host version, or a reference unit (not counted in the interop score)."},
        "evidenceKind": {"enum": ["observed", "derived", "modelled", "reference", "unknown"],
          "description": "observed: this host version was run on the text and did what the model says; derived: combined from other models' evidence; modelled: from the host's source, tests or runs (see grade); reference: a unit's definition; unknown: not modelled."},
        "modelGrade": {"enum": ["test", "ran", "source", "observation", null]},
        "evidenceTally": {
          "type": "object", "description": "How many answers are known each way.",
          "required": ["observed", "derived", "modelled", "reference", "unknown"], "additionalProperties": false,
          "properties": {"observed": {"type": "integer"}, "derived": {"type": "integer"}, "modelled": {"type": "integer"},
                         "reference": {"type": "integer"}, "unknown": {"type": "integer"}}
        },
        "score": {
          "type": "object", "required": ["host", "kind", "score", "evidence"], "additionalProperties": false,
          "properties": {"host": {"type": "string"}, "kind": {"$ref": "#/$defs/kind"},
                         "score": {"oneOf": [{"$ref": "#/$defs/share"}, {"type": "null"}]}, "evidence": {"$ref": "#/$defs/evidenceTally"}}
        },
        "agreement": {
          "type": "object", "description": "Texts on which every real host version whose aspect is known does the same thing; evidence counts their known answers.",
          "required": ["matching", "total", "fraction", "weightedFraction", "evidence"], "additionalProperties": false,
          "properties": {
            "matching": {"type": "integer"}, "total": {"type": "integer"},
            "fraction": {"type": ["number", "null"]}, "weightedFraction": {"type": ["number", "null"]},
            "evidence": {"$ref": "#/$defs/evidenceTally"}
          }
        },
        "text": {
          "type": "object", "required": ["id", "text", "utf16Length"], "additionalProperties": false,
          "properties": {
            "id": {"type": "string", "description": "The corpus case id."},
            "text": {"type": "string", "description": "The text; lone surrogates appear as \\u escapes."},
            "utf16Length": {"type": "integer"}
          }
        },
        "share": {
          "type": "object", "required": ["matching", "total", "fraction", "weightedFraction"], "additionalProperties": false,
          "properties": {
            "matching": {"type": "integer"}, "total": {"type": "integer"},
            "fraction": {"type": ["number", "null"]},
            "weightedFraction": {"type": ["number", "null"], "description": "Weighted by the corpus frequency of each text; null when no text had a weight."}
          }
        },
        "deletion": {
          "type": ["object", "null"], "description": "Deleting the whole text from its end; null when unknown.",
          "required": ["presses", "lengths", "keepsPrefix", "illFormed"], "additionalProperties": false,
          "properties": {
            "presses": {"type": "integer"},
            "lengths": {"type": "array", "items": {"type": "integer"}, "description": "UTF-16 units removed per press, last first."},
            "keepsPrefix": {"type": "boolean", "description": "False when a press re-inserted text."},
            "illFormed": {"type": "boolean", "description": "True when a press left a lone surrogate."}
          }
        },
        "group": {
          "type": "object",
          "required": ["name", "texts", "weightedTexts", "agreement", "hostDeletionScores", "hostCaretScores", "grids", "offsetMismatches", "splits", "strategies"],
          "additionalProperties": false,
          "properties": {
            "name": {"type": "string"},
            "texts": {"type": "integer"},
            "weightedTexts": {"type": "integer"},
            "agreement": {
              "type": "object", "required": [\#(names(AspectKind.textAspects))], "additionalProperties": false,
              "properties": {\#(refs(AspectKind.textAspects, "agreement"))}
            },
            "hostDeletionScores": {"type": "array", "description": "Per column: texts on which its deletion is the real hosts' most common.", "items": {"$ref": "#/$defs/score"}},
            "hostCaretScores": {"type": "array", "description": "Per column: texts on which its caret stops are the real hosts' most common.", "items": {"$ref": "#/$defs/score"}},
            "grids": {
              "type": "object", "required": [\#(names(AspectKind.textAspects))],
              "additionalProperties": false,
              "properties": {
                \#(refs(AspectKind.textAspects, "grid"))
              }
            },
            "offsetMismatches": {
              "type": "object", "required": ["count", "rows"], "additionalProperties": false,
              "properties": {
                "count": {"type": "integer"},
                "rows": {"type": "array", "items": {
                  "type": "object", "required": ["text", "host", "offsetSteps", "presses", "evidence", "grade"], "additionalProperties": false,
                  "properties": {"text": {"$ref": "#/$defs/text"}, "host": {"type": "string"},
                                 "offsetSteps": {"type": "integer"}, "presses": {"type": "integer"},
                                 "evidence": {"$ref": "#/$defs/evidenceKind"}, "grade": {"$ref": "#/$defs/modelGrade"}}
                }}
              }
            },
            "splits": {
              "type": "object", "required": ["kinds", "top"], "additionalProperties": false,
              "properties": {
                "kinds": {"type": "integer"},
                "top": {"type": "array", "items": {
                  "type": "object", "required": ["text", "count", "hosts", "behaviours"], "additionalProperties": false,
                  "properties": {
                    "text": {"$ref": "#/$defs/text"}, "count": {"type": "integer"},
                    "hosts": {"type": "array", "items": {
                      "type": "object", "required": ["host", "kind", "deletion", "evidence", "grade"], "additionalProperties": false,
                      "properties": {"host": {"type": "string"}, "kind": {"$ref": "#/$defs/kind"}, "deletion": {"$ref": "#/$defs/deletion"},
                                     "evidence": {"$ref": "#/$defs/evidenceKind"}, "grade": {"$ref": "#/$defs/modelGrade"}}
                    }},
                    "behaviours": {"type": "array", "description": "The real hosts grouped by what they do with the text, most hosts first.", "items": {
                      "type": "object", "required": ["deletion", "hosts"], "additionalProperties": false,
                      "properties": {"deletion": {"$ref": "#/$defs/deletion"}, "hosts": {"type": "array", "items": {"type": "string"}}}
                    }}
                  }
                }}
              }
            },
            "strategies": {"type": "array", "items": {
              "type": "object", "required": ["strategy", "hosts"], "additionalProperties": false,
              "properties": {
                "strategy": {"type": "string"},
                "hosts": {"type": "array", "items": {
                  "type": "object", "required": ["host", "outcomes", "findings"], "additionalProperties": false,
                  "properties": {
                    "host": {"type": "string"},
                    "outcomes": {"type": "object", "additionalProperties": {"type": "integer"}},
                    "findings": {"type": "object", "additionalProperties": {"type": "integer"}}
                  }
                }}
              }
            }}
          }
        },
        "grid": {"type": "array", "items": {
          "type": "object", "required": ["host", "kind", "evidence", "cells"], "additionalProperties": false,
          "properties": {
            "host": {"type": "string"}, "kind": {"$ref": "#/$defs/kind"}, "evidence": {"$ref": "#/$defs/evidenceTally"},
            "cells": {"type": "array", "items": {
              "type": "object", "required": ["unit", "code", "example"], "additionalProperties": false,
              "properties": {
                "unit": {"type": "string"},
                "code": {"enum": ["same", "coarser", "finer", "mixed", "unknown"]},
                "example": {"oneOf": [{"$ref": "#/$defs/text"}, {"type": "null"}]}
              }
            }}
          }
        }}
      }
    }

    """#

    /// `"deletion", "offset"`: aspect names as JSON strings.
    private static func names(_ aspects: [AspectKind]) -> String {
        aspects.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    }

    /// `"deletion": {"$ref": "#/$defs/grid"}, …`: one property per aspect.
    private static func refs(_ aspects: [AspectKind], _ definition: String) -> String {
        aspects.map { "\"\($0.rawValue)\": {\"$ref\": \"#/$defs/\(definition)\"}" }.joined(separator: ", ")
    }
}
