//! Paths for a crate that becomes a module of the bundle: `crate::x` and `$crate::x` in a library
//! → `crate::<library>::x`; `dep::x` and `::dep::x` → `crate::dep::x` for the crates pasted in;
//! `extern crate` of those crates goes; `#[macro_export]` macros are reached through their module.
//!
//! Paths are rewritten on proc-macro2's tokens rather than syn's `Path` nodes, because a path
//! inside a macro call or a `macro_rules!` body (`$crate::source::Readable`, `common::io::run` in
//! an `input!`) is only tokens to syn, and must be rewritten all the same.

use crate::edit::Edits;
use crate::tokens::{self, line_of, range_of, Tree};
use crate::FileError;
use std::collections::BTreeSet;
use syn::visit::{self, Visit};

/// How to rewrite the paths of one crate.
pub struct Rewrite<'a> {
    /// The module the crate becomes at the bundle's root; `None` for the solution, which is the
    /// root.
    pub module: Option<&'a str>,
    /// Crates that become modules at the bundle's root.
    pub inlined: &'a BTreeSet<String>,
}

/// The rewritten text, and the macros it exports (`#[macro_export]`), which now live in the
/// crate's module as `pub(crate) use` items.
pub struct Rewritten {
    pub text: String,
    pub exported_macros: Vec<String>,
}

/// Rewrites one file of a crate ([module](self)). A `#[macro_export] macro_rules! name` becomes a
/// plain `macro_rules!` followed by `pub(crate) use name;`, so that it is reached by path through
/// the module instead of landing at the bundle's root (where it would clash with the solution's
/// `use proconio::input`).
pub fn rewrite_paths(text: &str, rewrite: &Rewrite) -> Result<Rewritten, FileError> {
    let file = tokens::parse_file(text)?;
    let mut items = ItemRewriter {
        rewrite,
        edits: Edits::default(),
        exported_macros: Vec::new(),
        error: None,
    };
    items.visit_file(&file);
    if let Some(error) = items.error {
        return Err(error);
    }
    let mut edits = items.edits;
    rewrite_trees(&tokens::trees(tokens::stream(text)?), rewrite, &mut edits);
    Ok(Rewritten {
        text: edits.apply(text),
        exported_macros: items.exported_macros,
    })
}

fn rewrite_trees(trees: &[Tree], rewrite: &Rewrite, edits: &mut Edits) {
    for (index, tree) in trees.iter().enumerate() {
        if let Tree::Group { trees, .. } = tree {
            rewrite_trees(trees, rewrite, edits);
            continue;
        }
        if !trees.get(index + 1).is_some_and(|t| t.is("::")) {
            continue;
        }
        match tree.ident() {
            Some("crate" | "$crate") => {
                if let Some(module) = rewrite.module {
                    edits.insert(tree.at().end, format!("::{module}"));
                }
            }
            Some(word) if rewrite.inlined.contains(word) => match path_start(trees, index) {
                PathStart::Relative => edits.insert(tree.at().start, "crate::"),
                PathStart::Global => edits.replace(
                    trees[index - 1].at().start..tree.at().end,
                    format!("crate::{word}"),
                ),
                PathStart::Inside => {}
            },
            _ => {}
        }
    }
}

/// The item-level part of [`rewrite_paths`]: `extern crate` and `#[macro_export]`.
struct ItemRewriter<'r, 'a> {
    rewrite: &'r Rewrite<'a>,
    edits: Edits,
    exported_macros: Vec<String>,
    error: Option<FileError>,
}

impl<'ast> Visit<'ast> for ItemRewriter<'_, '_> {
    fn visit_item_extern_crate(&mut self, item: &'ast syn::ItemExternCrate) {
        let name = item.ident.to_string();
        if !self.rewrite.inlined.contains(&name) {
            return;
        }
        // `#[macro_use]` put the crate's exported macros in scope by bare name; they are now
        // re-exported by its module, and a glob brings them in.
        let with = if has_attribute(&item.attrs, "macro_use") {
            format!("#[allow(unused_imports)]\nuse crate::{name}::*;")
        } else {
            String::new()
        };
        self.edits.replace(range_of(item), with);
    }

    fn visit_item_macro(&mut self, item: &'ast syn::ItemMacro) {
        let (Some(_), Some(name)) = (self.rewrite.module, &item.ident) else {
            return;
        };
        let Some(export) = item
            .attrs
            .iter()
            .find(|a| a.path().is_ident("macro_export"))
        else {
            return;
        };
        if !matches!(export.meta, syn::Meta::Path(_)) {
            self.error.get_or_insert(FileError::Unsupported {
                line: line_of(export.pound_token.span),
                what: "`#[macro_export(...)]`: only a plain #[macro_export] can be bundled"
                    .to_string(),
            });
            return;
        }
        self.edits.remove(range_of(export));
        self.edits
            .insert(range_of(item).end, format!("\npub(crate) use {name};"));
        self.exported_macros.push(name.to_string());
    }
}

pub fn has_attribute(attrs: &[syn::Attribute], name: &str) -> bool {
    attrs.iter().any(|a| a.path().is_ident(name))
}

/// The inlined crates that `text` (a crate's root) declares `#[macro_use] extern crate`.
pub fn macro_use_crates(text: &str, inlined: &BTreeSet<String>) -> Result<Vec<String>, FileError> {
    let file = tokens::parse_file(text)?;
    Ok(file
        .items
        .iter()
        .filter_map(|item| match item {
            syn::Item::ExternCrate(item)
                if has_attribute(&item.attrs, "macro_use")
                    && inlined.contains(&item.ident.to_string()) =>
            {
                Some(item.ident.to_string())
            }
            _ => None,
        })
        .collect())
}

/// `text` (the solution, its files pasted in) with a glob import of each of `crates` at the top
/// of every inline module: `#[macro_use] extern crate` put their macros in scope in the whole
/// crate, and the root's glob import reaches only the root.
pub fn import_in_every_module(text: &str, crates: &[String]) -> Result<String, FileError> {
    struct Modules(Vec<usize>);
    impl<'ast> Visit<'ast> for Modules {
        fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
            if let Some((brace, _)) = &item.content {
                self.0.push(tokens::bytes(brace.span.open()).end);
            }
            visit::visit_item_mod(self, item);
        }
    }
    let mut modules = Modules(Vec::new());
    modules.visit_file(&tokens::parse_file(text)?);
    let imports: String = crates
        .iter()
        .map(|name| format!("\n#[allow(unused_imports)]\nuse crate::{name}::*;"))
        .collect();
    let mut edits = Edits::default();
    for at in modules.0 {
        edits.insert(at, imports.clone());
    }
    Ok(edits.apply(text))
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
    let Some(previous) = index.checked_sub(1).map(|i| &trees[i]) else {
        return PathStart::Relative;
    };
    if previous.is(".") {
        return PathStart::Inside;
    }
    if !previous.is("::") {
        return PathStart::Relative;
    }
    let continues = index
        .checked_sub(2)
        .map(|i| &trees[i])
        .is_some_and(|before| {
            before.ident().is_some_and(|word| !is_keyword(word)) || before.is(">")
        });
    if continues {
        PathStart::Inside
    } else {
        PathStart::Global
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

/// Whether `text` reaches the inlined crate `name`: a path `name::...` that starts a path, or a
/// bare `use name;`.
pub fn reaches(text: &str, name: &str) -> Result<bool, FileError> {
    fn walk(trees: &[Tree], name: &str) -> bool {
        trees.iter().enumerate().any(|(index, tree)| match tree {
            Tree::Group { trees, .. } => walk(trees, name),
            _ => {
                let next = trees.get(index + 1);
                tree.ident() == Some(name)
                    && path_start(trees, index) != PathStart::Inside
                    && !next.is_some_and(|t| t.is(":") || t.is("!"))
            }
        })
    }
    Ok(walk(&tokens::trees(tokens::stream(text)?), name))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rewrite(text: &str, module: Option<&str>) -> Rewritten {
        let inlined: BTreeSet<String> = ["common", "proconio"].map(String::from).into();
        rewrite_paths(
            text,
            &Rewrite {
                module,
                inlined: &inlined,
            },
        )
        .unwrap()
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
    }

    /// `#[macro_use]` puts the macros in scope in every module, not only the root.
    #[test]
    fn macro_use_crates_are_imported_in_every_module() {
        let inlined: BTreeSet<String> = ["common", "proconio"].map(String::from).into();
        let root = "#[macro_use]\nextern crate proconio;\nextern crate common;\nmod a;\n";
        let crates = macro_use_crates(root, &inlined).unwrap();
        assert_eq!(crates, ["proconio"]);
        let text = "fn main() {}\nmod a {\nmod b { fn f() {} }\n}\n";
        assert_eq!(
            import_in_every_module(text, &crates).unwrap(),
            "fn main() {}\nmod a {\n#[allow(unused_imports)]\nuse crate::proconio::*;\n\
             mod b {\n#[allow(unused_imports)]\nuse crate::proconio::*; fn f() {} }\n}\n"
        );
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
        assert_eq!(rewritten.exported_macros, ["input"]);
    }

    #[test]
    fn local_inner_macros_are_refused() {
        let inlined = BTreeSet::new();
        let rewrite = Rewrite {
            module: Some("m"),
            inlined: &inlined,
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
            assert!(reaches(text, "common").unwrap(), "{text}");
        }
        for text in [
            "struct S { common: u8 }",
            "fn f() { x.common; a::common::b(); }",
            "use proconio::input;",
        ] {
            assert!(!reaches(text, "common").unwrap(), "{text}");
        }
    }
}
