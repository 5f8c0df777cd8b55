#!/usr/bin/env bash
# Installs the real web editors `editsem observe --host EDITOR` drives, from the PyPI packages that
# bundle them (and Debian's CodeMirror 5), at pinned versions, into .build-observer/editors/
# (ignored, never committed). Writes editors.json there: per editor, the package, its sha256, the
# editor's exact version as the bundle itself states it, and the licences.
# Usage: install.sh [DEST]   (default: .build-observer/editors under the current directory)
set -euo pipefail
dest=${1:-.build-observer/editors}
mkdir -p "$dest/wheels"
dest=$(cd "$dest" && pwd)

# editor id, PyPI requirement (pinned), the folder inside the wheel that holds the bundle.
pins=(
    "prosemirror django-prose-editor==0.28.0 django_prose_editor/static/django_prose_editor"
    "quill django-quill-safe==0.1.3 quillsafe/static/quillsafe"
    "ckeditor5 django-ckeditor-5==0.2.20 django_ckeditor_5/static/django_ckeditor_5/dist"
    "codemirror6 wagtail-html-editor==1.0.1 wagtail_html_editor/static/wagtail_html_editor/js"
    "lexical 101editor==0.2.0 editor101/static/editor101"
    "ace django-ace==1.44.0 django_ace/static/django_ace/ace"
    "tinymce django-tinymce==5.0.0 tinymce/static/tinymce"
    "ckeditor4 django-ckeditor==6.7.4 ckeditor/static/ckeditor/ckeditor"
    "trix django-trix-richtext==2.0.8 trixeditor/static/widgets"
    "jodit django-jodit==0.1.1 jodit/static/jodit"
    "codemirror6-2022 django-codemirror6==1.0.1 django_codemirror6/static/cm6"
    "monaco monaco-qt==0.2.0 monaco/monaco-editor"
    "tiptap django-prose-editor==0.28.0 django_prose_editor/static/django_prose_editor"
    "draftjs wagtail==8.0.1 wagtail/admin/static/wagtailadmin"
)
pip=(python3 -m pip)
"${pip[@]}" --version >/dev/null 2>&1 || pip=(/usr/bin/python3 -m pip)

for pin in "${pins[@]}"; do
    read -r id requirement inner <<<"$pin"
    name=${requirement%%==*}; version=${requirement##*==}
    stamp="$dest/$id/.installed"
    if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$requirement" ]; then continue; fi
    echo "install-editors: $requirement"
    rm -rf "${dest:?}/$id" "$dest/wheels/$id"
    mkdir -p "$dest/wheels/$id"
    "${pip[@]}" download -q --no-deps --only-binary=:all: --dest "$dest/wheels/$id" "$requirement"
    wheel=$(ls "$dest/wheels/$id"/*.whl)
    mkdir -p "$dest/$id/wheel"
    python3 -m zipfile -e "$wheel" "$dest/$id/wheel"
    [ -d "$dest/$id/wheel/$inner" ] || { echo "install-editors: $wheel has no $inner" >&2; exit 1; }
    ln -sfn "wheel/$inner" "$dest/$id/bundle"
    echo "$requirement" >"$stamp"
done

# CodeMirror 5 from Debian (libjs-codemirror), unpacked without installing it.
cm5_version=$(apt-cache policy libjs-codemirror 2>/dev/null | awk '/Candidate:/ {print $2}')
if [ -n "$cm5_version" ] && [ "$cm5_version" != "(none)" ]; then
    stamp="$dest/codemirror5/.installed"
    if ! [ -f "$stamp" ] || [ "$(cat "$stamp")" != "libjs-codemirror=$cm5_version" ]; then
        echo "install-editors: libjs-codemirror=$cm5_version"
        rm -rf "${dest:?}/codemirror5" "$dest/wheels/codemirror5"
        mkdir -p "$dest/wheels/codemirror5" "$dest/codemirror5/deb"
        (cd "$dest/wheels/codemirror5" && apt-get download -q "libjs-codemirror=$cm5_version" >/dev/null 2>&1) ||
            { echo "install-editors: apt-get download libjs-codemirror=$cm5_version failed" >&2; exit 1; }
        dpkg-deb -x "$dest/wheels/codemirror5"/*.deb "$dest/codemirror5/deb"
        ln -sfn "deb/usr/share/javascript/codemirror" "$dest/codemirror5/bundle"
        echo "libjs-codemirror=$cm5_version" >"$stamp"
    fi
else
    echo "install-editors: apt has no libjs-codemirror; CodeMirror 5 is left out" >&2
fi

# Summernote from its sdist (django-summernote ships no wheel), with Debian's jQuery beside it.
sn_requirement="django-summernote==0.8.20.0"
jq_version=$(apt-cache policy libjs-jquery 2>/dev/null | awk '/Candidate:/ {print $2}')
if [ -n "$jq_version" ] && [ "$jq_version" != "(none)" ]; then
    stamp="$dest/summernote/.installed"
    want="$sn_requirement libjs-jquery=$jq_version"
    if ! [ -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
        echo "install-editors: $want"
        rm -rf "${dest:?}/summernote" "$dest/wheels/summernote" "$dest/wheels/summernote-jquery"
        mkdir -p "$dest/wheels/summernote" "$dest/wheels/summernote-jquery" "$dest/summernote/sdist" "$dest/summernote/jquery"
        "${pip[@]}" download -q --no-deps --no-binary=:all: --dest "$dest/wheels/summernote" "$sn_requirement"
        tar xzf "$dest/wheels/summernote"/*.tar.gz -C "$dest/summernote/sdist" --strip-components=1
        (cd "$dest/wheels/summernote-jquery" && apt-get download -q "libjs-jquery=$jq_version" >/dev/null 2>&1) ||
            { echo "install-editors: apt-get download libjs-jquery=$jq_version failed" >&2; exit 1; }
        dpkg-deb -x "$dest/wheels/summernote-jquery"/*.deb "$dest/summernote/jquery"
        ln -sfn "sdist/django_summernote/static/summernote" "$dest/summernote/bundle"
        echo "$want" >"$stamp"
    fi
else
    echo "install-editors: apt has no libjs-jquery; Summernote is left out" >&2
fi

python3 - "$dest" <<'PY'
"""editors.json: what each installed bundle is, read from the bundle itself."""
import email.parser, glob, hashlib, json, os, re, sys

dest = sys.argv[1]
# Where each bundle states its own version: (file in the bundle, pattern), or None when it does not.
VERSION = {
    "quill": ("quill.js", r'\bversion="(\d+\.\d+\.\d+)"'),
    "ckeditor5": ("bundle.js", r'CKEDITOR_VERSION="(\d+\.\d+\.\d+)"'),
    "lexical": ("editor.bundle.js", r'\.version="(\d+\.\d+\.\d+)\+prod'),
    "ace": ("ace.js", r'\.version="(\d+\.\d+\.\d+)"'),
    "tinymce": ("tinymce.min.js", r'TinyMCE version (\d+\.\d+\.\d+)'),
    "ckeditor4": ("ckeditor.js", r'version:"(\d+\.\d+\.\d+)'),
    "trix": ("js/trix.umd.min.js", r'Trix (\d+\.\d+\.\d+)'),
    "jodit": ("jodit.min.js", r'Version: v(\d+\.\d+\.\d+)'),
    "monaco": ("package.json", r'"version": "(\d+\.\d+\.\d+)"'),
    "summernote": ("summernote-lite.min.js", r'Summernote v(\d+\.\d+\.\d+)'),
    "codemirror5": ("lib/codemirror.js", r'CodeMirror\.version = "(\d+\.\d+\.\d+)"'),
    "prosemirror": None,
    "codemirror6": None,
    "codemirror6-2022": None,
    "tiptap": None,
    "draftjs": None,
}
# The bundles that state no version: the major version of the API their page mounts (EditorView
# of prosemirror-view 1, of @codemirror/view 6; Tiptap's UndoRedo, which @tiptap/extensions has
# from Tiptap 3 on), written as MAJOR.x.
MAJOR = {"prosemirror": "1", "codemirror6": "6", "codemirror6-2022": "6", "tiptap": "3"}
# Bundles that state no version but whose code tells the release: (file, pattern, release, what the
# pattern is). Draft.js's removeTextWithStrategy goes straight from `target = selection` to the
# collapsed case in 0.10; 0.11 put its tree-data branch between them.
FINGERPRINT = {
    "draftjs": ("js/draftail.js", r'getCurrentContent\(\),(\w)=(\w);if\(\2\.isCollapsed\(\)\)\{if\("forward"===\w\)', "0.10",
                "Draft.js's removeTextWithStrategy without 0.11's tree-data branch"),
}
LICENCE = {  # the editor's own licence, as the bundle states it; None when it does not
    "ckeditor5": ("bundle.js.LICENSE.txt", r"(https://ckeditor\.com/legal/ckeditor-licensing-options)"),
    "lexical": ("editor.bundle.js", r"@license (MIT)"),
    "codemirror5": ("lib/codemirror.js", r"Distributed under an (MIT) license"),
    "tinymce": ("license.md", r"\[(GNU General Public License Version 2 or later)\]"),
    "ckeditor4": ("LICENSE.md", r"(GNU General Public License Version 2 or later)"),  # or LGPL 2.1+ or MPL 1.1+
    "jodit": ("jodit.min.js", r"License\(s\): (MIT)"),
    "monaco": ("LICENSE", r"The (MIT) License"),
    "summernote": ("summernote-lite.min.js", r"\| (MIT) license \*/"),
}
out = {}
for id in sorted(os.listdir(dest)):
    stamp = os.path.join(dest, id, ".installed")
    if not os.path.isfile(stamp):
        continue
    bundle = os.path.join(dest, id, "bundle")
    entry = {"package": open(stamp).read().strip(), "bundle": os.path.realpath(bundle)}
    archives = sorted(glob.glob(os.path.join(dest, "wheels", id, "*")))
    entry["sha256"] = hashlib.sha256(open(archives[0], "rb").read()).hexdigest()
    metadata = (glob.glob(os.path.join(dest, id, "wheel", "*.dist-info", "METADATA"))
                or glob.glob(os.path.join(dest, id, "sdist", "PKG-INFO")))
    if metadata:
        meta = email.parser.Parser().parse(open(metadata[0], encoding="utf-8"), headersonly=True)
        # A License field holding the whole licence text is named by its first line.
        licence = meta.get("License-Expression") or meta.get("License") or "not stated"
        entry["packageLicence"] = licence.strip().splitlines()[0].strip() if licence.strip() else "not stated"
    else:
        entry["packageLicence"] = "Debian: see deb/usr/share/doc/libjs-codemirror/copyright"
    def read(spec):
        if spec is None:
            return None
        path, pattern = spec
        with open(os.path.join(bundle, path), encoding="utf-8", errors="replace") as f:
            found = re.search(pattern, f.read())
        if not found:
            sys.exit(f"install-editors: {id}: {path} no longer matches {pattern!r}; the bundle changed")
        return found.group(1)
    version = read(VERSION[id])
    if id in FINGERPRINT:
        path, pattern, release, what = FINGERPRINT[id]
        read((path, pattern))
        entry["version"] = release + ".x"
        entry["versionSource"] = f"the bundle does not state its version; {release} by its code: {what} in {path}"
    else:
        entry["version"] = version or MAJOR[id] + ".x"
        entry["versionSource"] = (f"{VERSION[id][0]} in the bundle" if version else
                                  "the bundle does not state its version; the major is that of the API its page mounts")
    entry["licence"] = read(LICENCE.get(id)) or "not stated in the bundle"
    out[id] = entry
with open(os.path.join(dest, "editors.json.tmp"), "w") as f:
    json.dump(out, f, indent=2, sort_keys=True)
    f.write("\n")
os.replace(os.path.join(dest, "editors.json.tmp"), os.path.join(dest, "editors.json"))
for id, e in out.items():
    print(f"install-editors: {id} {e['version']} ({e['package']}; {e['licence']})")
PY
