//! Paths for a crate that becomes a module of the bundle: `crate::x` and `$crate::x` in a library
//! → `crate::<library>::x`; `dep::x` and `::dep::x` → `crate::dep::x` for the crates pasted in;
//! `extern crate` of those crates goes; `#[macro_export]` macros are reached through their module.
//! The same pass over a file finds what the crate's assembly needs: its `mod name;` files, its
//! inline modules, the crates it reaches, and the imports of `std` to backport ([`backport`]).
//!
//! Paths are rewritten on proc-macro2's tokens rather than syn's `Path` nodes, because a path
//! inside a macro call or a `macro_rules!` body (`$crate::source::Readable`, `common::io::run` in
//! an `input!`) is only tokens to syn, and must be rewritten all the same.

use crate::backport::backport;
use crate::edit::Edits;
use crate::tokens::{self, range_of, Tree};
use crate::FileError;
use std::collections::BTreeSet;
use std::ops::Range;
use syn::visit::{self, Visit};

/// How to rewrite the paths of one crate.
#[derive(Clone, Default)]
pub struct Rewrite {
    /// The module the crate becomes at the bundle's root; `None` for the solution, which is the
    /// root.
    pub module: Option<String>,
    /// Crates that become modules at the bundle's root.
    pub inlined: BTreeSet<String>,
}

/// One file rewritten: the edits to its text, and what the crate's assembly needs to know.
#[derive(Default)]
pub struct Rewritten {
    rewrite: Rewrite,
    pub edits: Edits,
    /// Its `mod name;` items: each name and the bytes of its `;`.
    pub files: Vec<(String, Range<usize>)>,
    /// Where the items of each of its inline modules start.
    pub inline: Vec<usize>,
    /// Its `#[macro_export]` macros, which now live in the crate's module as `pub(crate) use`
    /// items.
    pub exported: Vec<String>,
    /// The inlined crates it declares `#[macro_use] extern crate`.
    pub macro_use: Vec<String>,
    /// The inlined crates it reaches: a path that starts with one, or a bare `use name;`.
    pub reached: BTreeSet<String>,
    /// How deep in inline modules the visit is.
    depth: usize,
    error: Option<FileError>,
}

/// Rewrites one file of a crate ([module](self)). A `#[macro_export] macro_rules! name` becomes a
/// plain `macro_rules!` followed by `pub(crate) use name;`, so that it is reached by path through
/// the module instead of landing at the bundle's root (where it would clash with the solution's
/// `use proconio::input`).
pub fn rewrite_paths(text: &str, rewrite: &Rewrite) -> Result<Rewritten, FileError> {
    let mut found = Rewritten {
        rewrite: rewrite.clone(),
        ..Rewritten::default()
    };
    let file = tokens::parse_file(text)?;
    found.visit_file(&file);
    for item in file.items.iter().filter(|_| rewrite.module.is_some()) {
        if let Some(replacement) = backport(item) {
            found.edits.replace(range_of(item), replacement);
        }
    }
    if let Some(error) = found.error.take() {
        return Err(error);
    }
    rewrite_trees(&tokens::trees(tokens::stream(text)?), rewrite, &mut found);
    Ok(found)
}

fn rewrite_trees(trees: &[Tree], rewrite: &Rewrite, found: &mut Rewritten) {
    for (index, tree) in trees.iter().enumerate() {
        if let Some(inner) = tree.inner() {
            rewrite_trees(inner, rewrite, found);
            continue;
        }
        let next = trees.get(index + 1);
        let path = next.is_some_and(|t| t.is("::"));
        match tree.ident() {
            Some("crate" | "$crate") if path => {
                if let Some(module) = &rewrite.module {
                    found.edits.insert(tree.at().end, format!("::{module}"));
                }
            }
            Some(word) if rewrite.inlined.contains(word) => {
                let start = path_start(trees, index);
                if start != PathStart::Inside && !next.is_some_and(|t| t.is(":") || t.is("!")) {
                    found.reached.insert(word.to_string());
                }
                match start {
                    PathStart::Relative if path => found.edits.insert(tree.at().start, "crate::"),
                    PathStart::Global if path => found.edits.replace(
                        trees[index - 1].at().start..tree.at().end,
                        format!("crate::{word}"),
                    ),
                    _ => {}
                }
            }
            _ => {}
        }
    }
}

impl<'ast> Visit<'ast> for Rewritten {
    fn visit_item_extern_crate(&mut self, item: &'ast syn::ItemExternCrate) {
        let name = item.ident.to_string();
        if !self.rewrite.inlined.contains(&name) {
            return;
        }
        // `#[macro_use]` put the crate's exported macros in scope by bare name; they are now
        // re-exported by its module, and a glob brings them in.
        let with = if item.attrs.iter().any(|a| a.path().is_ident("macro_use")) {
            self.macro_use.push(name.clone());
            format!("#[allow(unused_imports)]\nuse crate::{name}::*;")
        } else {
            String::new()
        };
        self.edits.replace(range_of(item), with);
    }

    fn visit_item_macro(&mut self, item: &'ast syn::ItemMacro) {
        let export = item
            .attrs
            .iter()
            .find(|a| a.path().is_ident("macro_export"));
        let (Some(_), Some(name), Some(export)) = (&self.rewrite.module, &item.ident, export)
        else {
            return;
        };
        if !matches!(export.meta, syn::Meta::Path(_)) {
            let what = "`#[macro_export(...)]`: only a plain #[macro_export] can be bundled";
            self.refuse(export.pound_token.span, what);
            return;
        }
        self.edits.remove(range_of(export));
        self.edits
            .insert(range_of(item).end, format!("\npub(crate) use {name};"));
        self.exported.push(name.to_string());
    }

    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        if let Some(path) = item.attrs.iter().find(|a| a.path().is_ident("path")) {
            let what = "#[path] on a module; move the file to where cargo looks by default";
            self.refuse(path.pound_token.span, what);
        }
        match (&item.content, &item.semi) {
            (Some((brace, _)), _) => self.inline.push(brace.span.open().byte_range().end),
            (None, Some(semi)) if self.depth == 0 => self
                .files
                .push((item.ident.to_string(), semi.span.byte_range())),
            (None, _) => {
                let what = format!("`mod {};` inside an inline module", item.ident);
                self.refuse(item.mod_token.span, &what);
            }
        }
        self.depth += 1;
        visit::visit_item_mod(self, item);
        self.depth -= 1;
    }
}

impl Rewritten {
    fn refuse(&mut self, at: proc_macro2::Span, what: &str) {
        let message = format!("not supported: {what}");
        self.error.get_or_insert(FileError::at(at, message));
    }
}

#[derive(Debug, PartialEq, Eq)]
enum PathStart {
    /// `dep::x`: the first segment of a path.
    Relative,
    /// `::dep::x`: a path from the extern prelude; the `::` goes too.
    Global,
    /// `a::dep::x` or `value.dep`: not the start of a path.
    Inside,
}

fn path_start(trees: &[Tree], index: usize) -> PathStart {
    let segment = |tree: &Tree| tree.is(">") || tree.ident().is_some_and(|word| !is_keyword(word));
    match &trees[..index] {
        [.., dot] if dot.is(".") => PathStart::Inside,
        [.., before, colons] if colons.is("::") && segment(before) => PathStart::Inside,
        [.., colons] if colons.is("::") => PathStart::Global,
        _ => PathStart::Relative,
    }
}

/// Keywords that may precede a path without being part of it (`use ::a`, `in crate::x`).
const KEYWORDS: [&str; 34] = [
    "as", "async", "await", "box", "break", "const", "continue", "dyn", "else", "enum", "extern",
    "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref",
    "return", "static", "struct", "trait", "type", "unsafe", "use", "where", "while", "yield",
];

fn is_keyword(word: &str) -> bool {
    KEYWORDS.contains(&word)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `text` rewritten as a file of the crate that becomes `module` (`None`: the solution).
    struct Out {
        text: String,
        exported: Vec<String>,
        macro_use: Vec<String>,
        reached: BTreeSet<String>,
    }

    fn rewrite(text: &str, module: Option<&str>) -> Out {
        let inlined: BTreeSet<String> = ["common", "proconio"].map(String::from).into();
        let rewrite = Rewrite {
            module: module.map(String::from),
            inlined,
        };
        let found = rewrite_paths(text, &rewrite).unwrap_or_else(|_| panic!("{text}"));
        Out {
            text: found.edits.apply(text),
            exported: found.exported,
            macro_use: found.macro_use,
            reached: found.reached,
        }
    }

    #[test]
    fn the_solution_reaches_inlined_crates_from_the_root() {
        let text = "use common::io::{Num, Scanner};\nuse proconio::input;\n\
                    fn main() { common::io::run(solve); ::common::nim::f(); x.common; a::common::b(); }\n";
        assert_eq!(
            rewrite(text, None).text,
            "use crate::common::io::{Num, Scanner};\nuse crate::proconio::input;\n\
             fn main() { crate::common::io::run(solve); crate::common::nim::f(); x.common; a::common::b(); }\n"
        );
    }

    #[test]
    fn a_library_points_crate_paths_into_its_module() {
        let text = "use crate::source::{Readable, Source};\nuse proconio::source::Source;\n\
                    pub(crate) fn f() {}\npub(in crate::a) fn g() {}\nextern crate proconio;\n";
        assert_eq!(
            rewrite(text, Some("common")).text,
            "use crate::common::source::{Readable, Source};\nuse crate::proconio::source::Source;\n\
             pub(crate) fn f() {}\npub(in crate::common::a) fn g() {}\n"
        );
    }

    /// A hole of the hand-written parser: `as` read as the start of a comparison.
    #[test]
    fn paths_after_as_with_generics_are_rewritten() {
        let text = "fn f(x: u8) -> bool { (x as common::Num<u8, 2>) < y && x as proconio::T<{ 1 }> == z }\n";
        assert_eq!(
            rewrite(text, None).text,
            "fn f(x: u8) -> bool { (x as crate::common::Num<u8, 2>) < y && x as crate::proconio::T<{ 1 }> == z }\n"
        );
    }

    #[test]
    fn macro_use_of_an_inlined_crate_becomes_a_glob_import_of_its_module() {
        let text = "#[macro_use]\nextern crate proconio;\nextern crate common;\nfn main() {}\n";
        assert_eq!(
            rewrite(text, None).text,
            "#[allow(unused_imports)]\nuse crate::proconio::*;\nfn main() {}\n"
        );
        assert_eq!(rewrite(text, None).macro_use, ["proconio"]);
    }

    #[test]
    fn exported_macros_are_reached_through_the_module() {
        let text = "#[macro_export]\nmacro_rules! input {\n    () => { $crate::input!(@x); \
                    $crate::__read(); <u8 as $crate::source::Readable>::read() };\n}\n";
        let rewritten = rewrite(text, Some("proconio"));
        assert_eq!(
            rewritten.text,
            "macro_rules! input {\n    () => { $crate::proconio::input!(@x); \
             $crate::proconio::__read(); <u8 as $crate::proconio::source::Readable>::read() };\n}\n\
             pub(crate) use input;\n"
        );
        assert_eq!(rewritten.exported, ["input"]);
    }

    #[test]
    fn local_inner_macros_are_refused() {
        let rewrite = Rewrite {
            module: Some("m".to_string()),
            inlined: BTreeSet::new(),
        };
        let text = "#[macro_export(local_inner_macros)]\nmacro_rules! m { () => {} }";
        assert!(rewrite_paths(text, &rewrite).is_err());
    }

    #[test]
    fn finds_whether_a_text_reaches_a_crate() {
        for text in [
            "use common::io::{Num, Scanner};",
            "fn main() { ::common::nim::f(); }",
            "use common;",
            "use common as c;",
        ] {
            assert!(rewrite(text, None).reached.contains("common"), "{text}");
        }
        for text in [
            "struct S { common: u8 }",
            "fn f() { x.common; a::common::b(); }",
            "use proconio::input;",
        ] {
            assert!(!rewrite(text, None).reached.contains("common"), "{text}");
        }
    }
}
