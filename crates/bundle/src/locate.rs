//! From a line of a bundle back to the user's file and line, for the compiler's errors.
//!
//! A bundle is the solution's files, then each library's, pasted in place and formatted by
//! rustfmt, so line numbers do not survive but lines do: the workspace's code is rustfmt's already,
//! and rustfmt formats it the same way inside the bundle (only the indentation differs, tabs and
//! depth). A bundle's line is found among the lines of the files of its part (the solution, or
//! the library whose `mod` it is in) by its text without whitespace (so that a file rustfmt would
//! space otherwise is still found); when the text occurs more
//! than once (`}`, `Ok(())`), the n-th occurrence in the bundle's part is taken for the n-th in
//! the files, in the order they were pasted. Where that fails (a line rustfmt joined or split),
//! the bundle's own line is what is shown.

use crate::tree::Module;
use std::path::PathBuf;

/// A line of a source file as pasted: its file, its number (1-based), its text and indentation.
struct Line {
    file: PathBuf,
    number: usize,
    /// Without whitespace.
    text: String,
    indent: usize,
}

/// `text` without whitespace: what rustfmt does not change in a line it keeps whole.
fn compact(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// The lines of the files a bundle was made from, part by part: the solution's (named `None`),
/// then each pasted library's, named by its module.
pub struct Sources(Vec<(Option<String>, Vec<Line>)>);

/// Where a place in a bundle comes from.
#[derive(Debug, PartialEq, Eq)]
pub struct Place {
    pub file: PathBuf,
    pub line: usize,
    pub column: usize,
    /// The library it is in, `None` for the solution.
    pub library: Option<String>,
}

impl Sources {
    pub fn new(solution: &Module, libraries: &[(String, Module)]) -> Sources {
        let libraries = libraries
            .iter()
            .map(|(name, root)| (Some(name.clone()), lines_of(root)));
        Sources(
            std::iter::once((None, lines_of(solution)))
                .chain(libraries)
                .collect(),
        )
    }

    /// The part line `line` (1-based) of `bundle`'s `lines` is in: the solution up to the first
    /// library's `mod`, then each library's module; and the index of the line that opens it.
    fn part(&self, lines: &[&str], line: usize) -> (usize, &(Option<String>, Vec<Line>)) {
        let (mut part_start, mut part) = (0, &self.0[0]);
        for (index, candidate) in lines.iter().enumerate().take(line.saturating_sub(1)) {
            let opened = |name: &String| candidate.trim_end() == format!("mod {name} {{");
            if let Some(found) = self
                .0
                .iter()
                .find(|(name, _)| name.as_ref().is_some_and(opened))
            {
                (part_start, part) = (index, found);
            }
        }
        (part_start, part)
    }

    /// The library whose code line `line` (1-based) of `bundle` is, `None` for the solution's.
    pub fn library_at(&self, bundle: &str, line: usize) -> Option<String> {
        let lines: Vec<&str> = bundle.lines().collect();
        self.part(&lines, line).1 .0.clone()
    }

    /// The place in the sources of line `line`, column `column` (both 1-based) of `bundle`.
    pub fn locate(&self, bundle: &str, line: usize, column: usize) -> Option<Place> {
        let lines: Vec<&str> = bundle.lines().collect();
        let wanted = lines.get(line.checked_sub(1)?)?;
        let text = compact(wanted);
        if text.is_empty() {
            return None;
        }
        let (part_start, part) = self.part(&lines, line);
        let occurrence = lines[part_start..line - 1]
            .iter()
            .filter(|l| compact(l) == text)
            .count();
        let found = part.1.iter().filter(|l| l.text == text).nth(occurrence)?;
        let indent = wanted.len() - wanted.trim_start().len();
        Some(Place {
            file: found.file.clone(),
            line: found.number,
            column: column.saturating_sub(indent).max(1) + found.indent,
            library: part.0.clone(),
        })
    }
}

/// The lines of `module`'s file read again (the module's text is stripped of tests and docs,
/// which moves lines), each `mod name;` followed by the lines of its file, as they are pasted.
fn lines_of(module: &Module) -> Vec<Line> {
    let mut out = Vec::new();
    let raw = std::fs::read_to_string(&module.path).unwrap_or_default();
    for (index, line) in raw.lines().enumerate() {
        let text = line.trim();
        out.push(Line {
            file: module.path.clone(),
            number: index + 1,
            text: compact(text),
            indent: line.len() - line.trim_start().len(),
        });
        let declared = text
            .strip_suffix(';')
            .and_then(|t| t.rsplit_once("mod "))
            .map(|(_, name)| name.trim());
        if let Some(child) = declared.and_then(|n| module.children.iter().find(|c| c.name == n)) {
            out.extend(lines_of(child));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(path: &str, text: &str, children: Vec<Module>) -> Module {
        let dir = std::env::temp_dir().join(format!("bundle-locate-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(path);
        std::fs::write(&path, text).unwrap();
        Module {
            name: path.file_stem().unwrap().to_string_lossy().into_owned(),
            path,
            children,
        }
    }

    #[test]
    fn a_bundle_line_is_found_in_the_file_it_came_from() {
        let helper = module("helper.rs", "pub fn h() -> u8 {\n    1\n}\n", vec![]);
        // `let y=1;` as the user wrote it, which rustfmt spaced in the bundle.
        let main = module(
            "main.rs",
            "mod helper;\n\nfn main() {\n    let x = 1;\n    let y=1;\n}\n",
            vec![helper],
        );
        let common = module("lib.rs", "pub fn f() {\n    let x = 1;\n}\n", vec![]);
        let sources = Sources::new(&main, &[("common".to_string(), common)]);
        let bundle = "// header\n\nmod helper {\n\tpub fn h() -> u8 {\n\t\t1\n\t}\n}\n\n\
                      fn main() {\n\tlet x = 1;\n\tlet y = 1;\n}\n\n\
                      #[allow(dead_code)]\nmod common {\n\tpub fn f() {\n\t\tlet x = 1;\n\t}\n}\n";
        // `let y` in main: line 11 of the bundle, line 5 of main.rs; column 6 after one tab is
        // column 9 after four spaces.
        let place = sources.locate(bundle, 11, 6).unwrap();
        assert_eq!(place.file.file_name().unwrap(), "main.rs");
        assert_eq!((place.line, place.column, place.library), (5, 9, None));
        // In the helper module pasted in place of `mod helper;`.
        let place = sources.locate(bundle, 5, 3).unwrap();
        assert_eq!(place.file.file_name().unwrap(), "helper.rs");
        assert_eq!((place.line, place.column), (2, 5));
        // The same text in the library is the library's.
        let place = sources.locate(bundle, 17, 3).unwrap();
        assert_eq!(place.file.file_name().unwrap(), "lib.rs");
        assert_eq!(place.line, 2);
        assert_eq!(place.library.as_deref(), Some("common"));
        // The first `}` of the solution's part is the helper's function's.
        let place = sources.locate(bundle, 6, 2).unwrap();
        assert_eq!(place.file.file_name().unwrap(), "helper.rs");
        assert_eq!((place.line, place.column), (3, 1));
        assert_eq!(sources.locate(bundle, 2, 1), None);
        // The scratch files go with the test (left behind only by a failure, to look at).
        let dir = std::env::temp_dir().join(format!("bundle-locate-{}", std::process::id()));
        std::fs::remove_dir_all(dir).unwrap();
    }
}
