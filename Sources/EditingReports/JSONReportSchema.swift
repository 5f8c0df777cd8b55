import HostModels
/// The JSON Schema (draft 2020-12) of `report.json`, written beside it as `report.schema.json`.
enum JSONReportSchema {
    static let text = #"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "title": "editsem report",
      "description": "Divergence of text hosts' delete-backward, caret and offset units over a corpus. Offsets and lengths are UTF-16 code units.",
      "type": "object",
      "required": ["schemaVersion", "stamp", "texts", "hosts", "units", "strategies", "groups"],
      "additionalProperties": false,
      "properties": {
        "schemaVersion": {"const": 1},
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
        "hosts": {"type": "array", "items": {"$ref": "#/$defs/host"}},
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
          "type": "object", "required": ["id", "name", "deletion", "offset", "caret", "unicodeBasis"], "additionalProperties": false,
          "properties": {
            "id": {"type": "string"}, "name": {"type": "string"},
            "deletion": {"$ref": "#/$defs/aspect"}, "offset": {"$ref": "#/$defs/aspect"}, "caret": {"$ref": "#/$defs/aspect"},
            "unicodeBasis": {"type": "string"}
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
          "required": ["name", "texts", "weightedTexts", "agreement", "hostDeletionScores", "grids", "offsetMismatches", "splits", "strategies"],
          "additionalProperties": false,
          "properties": {
            "name": {"type": "string"},
            "texts": {"type": "integer"},
            "weightedTexts": {"type": "integer"},
            "agreement": {
              "type": "object", "required": ["deletion", "caret", "offset"], "additionalProperties": false,
              "properties": {"deletion": {"$ref": "#/$defs/share"}, "caret": {"$ref": "#/$defs/share"}, "offset": {"$ref": "#/$defs/share"}}
            },
            "hostDeletionScores": {"type": "array", "items": {
              "type": "object", "required": ["host", "score"], "additionalProperties": false,
              "properties": {"host": {"type": "string"}, "score": {"oneOf": [{"$ref": "#/$defs/share"}, {"type": "null"}]}}
            }},
            "grids": {
              "type": "object", "required": ["deletion", "caret", "offset"],
              "additionalProperties": false,
              "properties": {
                "deletion": {"$ref": "#/$defs/grid"}, "caret": {"$ref": "#/$defs/grid"}, "offset": {"$ref": "#/$defs/grid"}
              }
            },
            "offsetMismatches": {
              "type": "object", "required": ["count", "rows"], "additionalProperties": false,
              "properties": {
                "count": {"type": "integer"},
                "rows": {"type": "array", "items": {
                  "type": "object", "required": ["text", "host", "offsetSteps", "presses"], "additionalProperties": false,
                  "properties": {"text": {"$ref": "#/$defs/text"}, "host": {"type": "string"},
                                 "offsetSteps": {"type": "integer"}, "presses": {"type": "integer"}}
                }}
              }
            },
            "splits": {
              "type": "object", "required": ["kinds", "top"], "additionalProperties": false,
              "properties": {
                "kinds": {"type": "integer"},
                "top": {"type": "array", "items": {
                  "type": "object", "required": ["text", "count", "hosts"], "additionalProperties": false,
                  "properties": {
                    "text": {"$ref": "#/$defs/text"}, "count": {"type": "integer"},
                    "hosts": {"type": "array", "items": {
                      "type": "object", "required": ["host", "deletion"], "additionalProperties": false,
                      "properties": {"host": {"type": "string"}, "deletion": {"$ref": "#/$defs/deletion"}}
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
          "type": "object", "required": ["host", "cells"], "additionalProperties": false,
          "properties": {
            "host": {"type": "string"},
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
}
