//! The text transformations, each from source text to source text: strip what a submission
//! must not carry, rewrite paths for a crate that becomes a module, find what a text refers to,
//! and split a file into its top-level items.

use super::edit::Edits;
use super::lex::Kind;
use super::syntax::{is_keyword, Attr, Code, Truth};
use std::collections::BTreeSet;
use std::ops::Range;

/// Removes doc comments, `#[doc]` attributes and every item (field, statement, ...) whose
/// `#[cfg]` is false for a plain build with `features` (tests included); drops `#[cfg]`s that
/// are true and applies `#[cfg_attr]`s that can be decided. Predicates on the target are left
/// for rustc.
pub fn strip(text: &str, features: &BTreeSet<String>) -> Result<String, String> {
    let code = Code::new(text)?;
    let mut edits = Edits::default();
    for token in &code.all {
        if matches!(token.kind, Kind::OuterDoc | Kind::InnerDoc) {
            edits.remove(token.start..token.end);
        }
    }
    let mut index = 0;
    while index < code.len() {
        let Some(first) = code.attribute_at(index) else {
            index += 1;
            continue;
        };
        let attrs = if first.inner {
            vec![first]
        } else {
            code.outer_attributes_from(index)
        };
        let after = attrs.last().map_or(index + 1, |a| a.tokens.end);
        let disabled = attrs.iter().any(|attr| {
            code.attr_name(attr) == "cfg"
                && code
                    .attr_arguments(attr)
                    .is_some_and(|p| code.eval_cfg(p, features) == Truth::False)
        });
        if disabled && attrs[0].inner {
            return Err(format!(
                "line {}: a whole file is configured out by `#![cfg(...)]`; declare the module \
                 with `#[cfg(...)] mod name;` instead",
                code.line_of(index)
            ));
        }
        if disabled {
            let end = code.thing_end(after).max(after);
            edits.remove(code.span(index..end));
            index = end;
            continue;
        }
        for attr in &attrs {
            let span = code.span(attr.tokens.clone());
            match code.attr_name(attr) {
                "doc" => edits.remove(span),
                "cfg" => {
                    let predicate = code.attr_arguments(attr);
                    if predicate.is_some_and(|p| code.eval_cfg(p, features) == Truth::True) {
                        edits.remove(span);
                    }
                }
                "cfg_attr" => {
                    if let Some(replacement) = expand_cfg_attr(&code, attr, features) {
                        edits.replace(span, replacement);
                    }
                }
                _ => {}
            }
        }
        index = after;
    }
    Ok(edits.apply(text))
}

/// `#[cfg_attr(p, a, b)]` becomes `#[a] #[b]` when p holds and nothing when it does not (doc
/// attributes are dropped either way); `None` when rustc must decide.
fn expand_cfg_attr(code: &Code, attr: &Attr, features: &BTreeSet<String>) -> Option<String> {
    let arguments = code.attr_arguments(attr)?;
    let pieces = code.split_commas(arguments);
    let (predicate, attributes) = pieces.split_first()?;
    match code.eval_cfg(predicate.clone(), features) {
        Truth::Unknown => None,
        Truth::False => Some(String::new()),
        Truth::True => {
            let bang = if attr.inner { "!" } else { "" };
            let kept: Vec<String> = attributes
                .iter()
                .filter(|piece| piece.start < piece.end && !code.is(piece.start, "doc"))
                .map(|piece| format!("#{bang}[{}]", &code.text[code.span(piece.clone())]))
                .collect();
            Some(kept.join(" "))
        }
    }
}

/// How the paths of one crate change when it is pasted into the bundle.
pub struct Rewrite<'a> {
    /// The module the crate becomes at the bundle's root; `None` for the solution, which is the
    /// root.
    pub module: Option<&'a str>,
    /// Crates that become modules at the bundle's root: a path that starts with one of them
    /// gets `crate::` in front, and `extern crate` items for them go.
    pub inlined: &'a BTreeSet<String>,
}

/// The rewritten text, and the macros it exports (`#[macro_export]`), which now live in the
/// crate's module as `pub(crate) use` items.
pub struct Rewritten {
    pub text: String,
    pub exported_macros: Vec<String>,
}

/// Rewrites the paths of one file of a crate: `crate::x` and `$crate::x` → `crate::m::x` (m the
/// crate's module), `dep::x` and `::dep::x` → `crate::dep::x` for inlined crates. A
/// `#[macro_export] macro_rules! name` becomes a plain `macro_rules!` followed by
/// `pub(crate) use name;`, so that it is reached by path through the module, like everything
/// else, instead of landing at the bundle's root (where it would clash with the solution's
/// `use proconio::input`).
pub fn rewrite_paths(text: &str, rewrite: &Rewrite) -> Result<Rewritten, String> {
    let code = Code::new(text)?;
    let mut edits = Edits::default();
    let mut exported_macros = Vec::new();
    let mut attributes_seen_until = 0;
    let mut index = 0;
    while index < code.len() {
        if index >= attributes_seen_until && code.attribute_at(index).is_some_and(|a| !a.inner) {
            let attrs = code.outer_attributes_from(index);
            let after = attrs.last().map_or(index, |a| a.tokens.end);
            attributes_seen_until = after;
            if let Some(end) = extern_crate_end(&code, after, rewrite.inlined) {
                // `#[macro_use]` put the crate's exported macros in scope by bare name; they are
                // now re-exported by its module (see `export_macro`), and a glob brings them in.
                let macro_use = attrs.iter().any(|a| code.attr_name(a) == "macro_use");
                let with = if macro_use {
                    format!(
                        "#[allow(unused_imports)]\nuse crate::{}::*;",
                        code.str(after + 2)
                    )
                } else {
                    String::new()
                };
                edits.replace(code.span(index..end), with);
                index = end;
                continue;
            }
            if rewrite.module.is_some() {
                if let Some(name) = export_macro(&code, &attrs, after, &mut edits)? {
                    exported_macros.push(name);
                }
            }
        }
        if index >= attributes_seen_until {
            if let Some(end) = extern_crate_end(&code, index, rewrite.inlined) {
                edits.remove(code.span(index..end));
                index = end;
                continue;
            }
        }
        let word = code.str(index);
        let token = code.tokens[index];
        let followed_by_path = code.is(index + 1, "::");
        if word == "crate" && followed_by_path && code.is_ident(index) {
            if let Some(module) = rewrite.module {
                edits.replace(token.start..token.end, format!("crate::{module}"));
            }
        } else if code.is_ident(index) && followed_by_path && rewrite.inlined.contains(word) {
            match path_start(&code, index) {
                PathStart::Relative => {
                    edits.replace(token.start..token.end, format!("crate::{word}"))
                }
                PathStart::Global => edits.replace(
                    code.tokens[index - 1].start..token.end,
                    format!("crate::{word}"),
                ),
                PathStart::Inside => {}
            }
        }
        index += 1;
    }
    Ok(Rewritten {
        text: edits.apply(text),
        exported_macros,
    })
}

/// The inlined crates that `text` (a crate's root) declares `#[macro_use] extern crate`.
pub fn macro_use_crates(text: &str, inlined: &BTreeSet<String>) -> Result<Vec<String>, String> {
    let code = Code::new(text)?;
    let mut found = Vec::new();
    for item in top_items(&code) {
        let attrs = code.outer_attributes_from(item.tokens.start);
        let after = attrs.last().map_or(item.tokens.start, |a| a.tokens.end);
        if attrs.iter().any(|a| code.attr_name(a) == "macro_use")
            && extern_crate_end(&code, after, inlined).is_some()
        {
            found.push(code.str(after + 2).to_string());
        }
    }
    Ok(found)
}

/// `text` (the solution, its files pasted in) with a glob import of each of `crates` at the top
/// of every module: `#[macro_use] extern crate` put their macros in scope in the whole crate,
/// and the root's glob import (see [`rewrite_paths`]) reaches only the root.
pub fn import_in_every_module(text: &str, crates: &[String]) -> Result<String, String> {
    let code = Code::new(text)?;
    let imports: String = crates
        .iter()
        .map(|name| format!("\n#[allow(unused_imports)]\nuse crate::{name}::*;"))
        .collect();
    let mut edits = Edits::default();
    for index in 0..code.len() {
        if code.is(index, "mod") && code.is_ident(index + 1) && code.is(index + 2, "{") {
            edits.insert(code.tokens[index + 2].end, imports.clone());
        }
    }
    Ok(edits.apply(text))
}

/// `extern crate dep;` (or `extern crate dep as d;`) at `index` for an inlined crate: its end.
fn extern_crate_end(code: &Code, index: usize, inlined: &BTreeSet<String>) -> Option<usize> {
    let named = code.is(index, "extern")
        && code.is(index + 1, "crate")
        && inlined.contains(code.str(index + 2));
    named.then(|| code.thing_end(index))
}

/// Turns `#[macro_export] macro_rules! name {...}` into `macro_rules! name {...}
/// pub(crate) use name;`; returns the name.
fn export_macro(
    code: &Code,
    attrs: &[Attr],
    after: usize,
    edits: &mut Edits,
) -> Result<Option<String>, String> {
    let Some(export) = attrs.iter().find(|a| code.attr_name(a) == "macro_export") else {
        return Ok(None);
    };
    if export.content.len() != 1 {
        return Err(format!(
            "line {}: `{}` is not supported: only a plain #[macro_export] can be bundled",
            code.line_of(export.tokens.start),
            &code.text[code.span(export.tokens.clone())]
        ));
    }
    if !(code.is(after, "macro_rules") && code.is(after + 1, "!") && code.is_ident(after + 2)) {
        return Ok(None);
    }
    let name = code.str(after + 2).to_string();
    let end = code.thing_end(after);
    edits.remove(code.span(export.tokens.clone()));
    edits.insert(
        code.tokens[end - 1].end,
        format!("\npub(crate) use {name};"),
    );
    Ok(Some(name))
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

fn path_start(code: &Code, index: usize) -> PathStart {
    if index == 0 {
        return PathStart::Relative;
    }
    match code.str(index - 1) {
        "." => PathStart::Inside,
        "::" => {
            let before = index.checked_sub(2);
            let continues = before
                .is_some_and(|b| (code.is_ident(b) && !is_keyword(code.str(b))) || code.is(b, ">"));
            if continues {
                PathStart::Inside
            } else {
                PathStart::Global
            }
        }
        _ => PathStart::Relative,
    }
}

/// Whether `text` reaches the inlined crate `name`: a path `name::...` that starts a path, or a
/// bare `use name;`.
pub fn reaches(text: &str, name: &str) -> Result<bool, String> {
    let code = Code::new(text)?;
    Ok((0..code.len()).any(|index| {
        code.is_ident(index)
            && code.is(index, name)
            && path_start(&code, index) != PathStart::Inside
            && !code.is(index + 1, ":")
            && !code.is(index + 1, "!")
    }))
}

/// A top-level item of a file, with its outer attributes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    /// Significant-token range, attributes included.
    pub tokens: Range<usize>,
    pub kind: ItemKind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ItemKind {
    /// `mod name;`: the module is in another file.
    ModDecl {
        name: String,
        semicolon: usize,
    },
    Use,
    InnerAttribute,
    Other,
}

pub fn top_items(code: &Code) -> Vec<Item> {
    items_in(code, 0..code.len())
}

/// The items in `range`: a file, or the inside of a module's or an impl's braces.
pub fn items_in(code: &Code, range: Range<usize>) -> Vec<Item> {
    let mut items = Vec::new();
    let mut index = range.start;
    while index < range.end {
        if let Some(attr) = code.attribute_at(index).filter(|a| a.inner) {
            items.push(Item {
                tokens: attr.tokens.clone(),
                kind: ItemKind::InnerAttribute,
            });
            index = attr.tokens.end;
            continue;
        }
        let after = code
            .outer_attributes_from(index)
            .last()
            .map_or(index, |a| a.tokens.end);
        let end = code.thing_end(after).max(after + 1);
        let keyword = code.past_visibility(after);
        let kind =
            if code.is(keyword, "mod") && code.is_ident(keyword + 1) && code.is(keyword + 2, ";") {
                ItemKind::ModDecl {
                    name: code.str(keyword + 1).to_string(),
                    semicolon: keyword + 2,
                }
            } else if code.is(keyword, "use") {
                ItemKind::Use
            } else {
                ItemKind::Other
            };
        items.push(Item {
            tokens: index..end,
            kind,
        });
        index = end;
    }
    items
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strip_plain(text: &str) -> String {
        strip(text, &BTreeSet::new()).unwrap()
    }

    #[test]
    fn strips_doc_comments_and_doc_attributes() {
        let text = "//! Crate docs.\n\n/// A function.\n#[doc = \"more\"]\n#[doc(hidden)]\n\
                    pub fn f() {} // keep this\n/** block doc */\nfn g() {}\n";
        assert_eq!(
            strip_plain(text),
            "\npub fn f() {} // keep this\nfn g() {}\n"
        );
    }

    #[test]
    fn strips_test_modules_with_all_their_attributes() {
        let text =
            "fn f() {}\n\n#[allow(unused)]\n#[cfg(test)]\nmod tests {\n    use super::*;\n}\n";
        assert_eq!(strip_plain(text), "fn f() {}\n\n");
    }

    #[test]
    fn strips_test_only_items_fields_and_statements() {
        let text = "struct S {\n    a: u8,\n    #[cfg(test)]\n    b: Vec<(u8, u8)>,\n}\n\
                    fn f() {\n    #[cfg(test)]\n    let x = 1;\n    g();\n}\n\
                    #[cfg(test)]\nuse std::fmt;\n";
        assert_eq!(
            strip_plain(text),
            "struct S {\n    a: u8,\n}\nfn f() {\n    g();\n}\n"
        );
    }

    #[test]
    fn evaluates_features_and_leaves_target_predicates_to_rustc() {
        let features: BTreeSet<String> = ["std".to_string()].into();
        let text = "#[cfg(feature = \"derive\")]\npub use derive::*;\n\
                    #[cfg(feature = \"std\")]\nfn with_std() {}\n\
                    #[cfg(not(feature = \"derive\"))]\nfn plain() {}\n\
                    #[cfg(debug_assertions)]\nfn debug() {}\n\
                    #[cfg_attr(feature = \"derive\", derive(Readable))]\n\
                    #[cfg_attr(feature = \"std\", derive(Debug), doc = \"x\")]\nstruct S;\n\
                    #[cfg_attr(unix, inline)]\nfn u() {}\n";
        assert_eq!(
            strip(text, &features).unwrap(),
            "fn with_std() {}\nfn plain() {}\n#[cfg(debug_assertions)]\nfn debug() {}\n\
             #[derive(Debug)]\nstruct S;\n#[cfg_attr(unix, inline)]\nfn u() {}\n"
        );
    }

    #[test]
    fn keeps_attribute_lookalikes_inside_strings_and_macros() {
        let text = "const S: &str = \"#[cfg(test)] /// no\";\n\
                    macro_rules! m { ($(#[$a:meta])*) => {} }\n";
        assert_eq!(strip_plain(text), text);
    }

    #[test]
    fn a_file_configured_out_as_a_whole_is_refused() {
        assert!(strip("#![cfg(test)]\nfn f() {}", &BTreeSet::new()).is_err());
    }

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

    #[test]
    fn splits_a_file_into_items() {
        let code = Code::new(
            "#![allow(x)]\n#[cfg(unix)]\npub mod io;\nmod nim { }\npub use nim::f;\nfn g() {}",
        )
        .unwrap();
        let kinds: Vec<ItemKind> = top_items(&code).into_iter().map(|i| i.kind).collect();
        assert_eq!(
            kinds,
            [
                ItemKind::InnerAttribute,
                ItemKind::ModDecl {
                    name: "io".into(),
                    semicolon: 18
                },
                ItemKind::Other,
                ItemKind::Use,
                ItemKind::Other
            ]
        );
    }
}
