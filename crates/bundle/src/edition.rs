//! What makes a bundle compile in the 2018 edition as well as in 2021: the three traits the 2021
//! prelude added (`TryFrom`, `TryInto`, `FromIterator`), imported by every module that uses them.
//!
//! A judge may compile with either edition (or let the user choose), and the workspace's code is
//! written for 2021. An explicit import of a prelude trait changes nothing in 2021 (it names the
//! same trait), so each module that mentions one of them, by its name or by its method's, gets
//! `use std::convert::TryFrom;` and the like at its top, unless it defines that name itself.

use crate::edit::Edits;
use crate::tokens::{self, range_of, Tree};
use crate::FileError;
use quote::ToTokens;
use std::collections::BTreeSet;

/// The traits of the 2021 prelude that 2018 lacks: (trait, its path, its method).
const ADDED_IN_2021: [(&str, &str, &str); 3] = [
    ("TryFrom", "std::convert::TryFrom", "try_from"),
    ("TryInto", "std::convert::TryInto", "try_into"),
    ("FromIterator", "std::iter::FromIterator", "from_iter"),
];

/// `text` (a whole bundle) with the imports that let it compile in 2018.
pub fn for_2018(text: &str) -> Result<String, FileError> {
    let file = tokens::parse_file(text)?;
    let mut edits = Edits::default();
    let top = file
        .attrs
        .iter()
        .map(|a| range_of(a).end)
        .max()
        .unwrap_or(0);
    module(&file.items, top, &mut edits);
    Ok(edits.apply(text))
}

/// Adds the imports `items` (a module's, whose first item may go at `at`) needs, and those of its
/// inline modules.
fn module(items: &[syn::Item], at: usize, edits: &mut Edits) {
    let mut mentioned = BTreeSet::new();
    let mut defined = BTreeSet::new();
    for item in items {
        match item {
            syn::Item::Mod(inner) => {
                defined.insert(inner.ident.to_string());
                if let Some((brace, inner_items)) = &inner.content {
                    let open = tokens::bytes(brace.span.open()).end;
                    let inner_attrs = inner.attrs.iter().map(|a| range_of(a).end);
                    let start = inner_attrs.filter(|&end| end > open).max().unwrap_or(open);
                    module(inner_items, start, edits);
                }
            }
            _ => {
                names(&tokens::trees(item.to_token_stream()), &mut mentioned);
                defined.extend(item_name(item));
            }
        }
    }
    let imports: Vec<&str> = ADDED_IN_2021
        .iter()
        .filter(|(name, _, method)| {
            (mentioned.contains(*name) || mentioned.contains(*method)) && !defined.contains(*name)
        })
        .map(|(_, path, _)| *path)
        .collect();
    if !imports.is_empty() {
        let uses: String = imports
            .iter()
            .map(|path| format!("\n#[allow(unused_imports)]\nuse {path};"))
            .collect();
        edits.insert(at, uses);
    }
}

/// Every identifier in `trees`.
fn names(trees: &[Tree], out: &mut BTreeSet<String>) {
    for tree in trees {
        match tree {
            Tree::Group { trees, .. } | Tree::Fragment { trees, .. } => names(trees, out),
            _ => out.extend(tree.ident().map(String::from)),
        }
    }
}

/// The name an item brings into its module (for an import, each name it brings).
fn item_name(item: &syn::Item) -> Vec<String> {
    let ident = match item {
        syn::Item::Trait(t) => &t.ident,
        syn::Item::Struct(s) => &s.ident,
        syn::Item::Enum(e) => &e.ident,
        syn::Item::Type(t) => &t.ident,
        syn::Item::Fn(f) => &f.sig.ident,
        syn::Item::Use(u) => {
            let mut found = BTreeSet::new();
            names(&tokens::trees(u.tree.to_token_stream()), &mut found);
            return found.into_iter().collect();
        }
        _ => return Vec::new(),
    };
    vec![ident.to_string()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modules_that_use_a_2021_prelude_trait_import_it() {
        let text = "#![allow(unused)]\nfn main() { let x: u8 = 3u32.try_into().unwrap(); }\n\
                    mod a {\n    #![allow(dead_code)]\n    pub fn f() -> Option<u8> { u8::try_from(3u32).ok() }\n    \
                    mod b { pub fn g() {} }\n}\n\
                    mod c { use std::convert::TryFrom; fn h() { u8::try_from(1u16); } }\n";
        let out = for_2018(text).unwrap();
        assert_eq!(
            out,
            "#![allow(unused)]\n#[allow(unused_imports)]\nuse std::convert::TryInto;\n\
             fn main() { let x: u8 = 3u32.try_into().unwrap(); }\n\
             mod a {\n    #![allow(dead_code)]\n#[allow(unused_imports)]\nuse std::convert::TryFrom;\n    \
             pub fn f() -> Option<u8> { u8::try_from(3u32).ok() }\n    \
             mod b { pub fn g() {} }\n}\n\
             mod c { use std::convert::TryFrom; fn h() { u8::try_from(1u16); } }\n"
        );
    }
}
