//! What makes a bundle compile in the 2018 edition as well as in 2021: the three traits the 2021
//! prelude added (`TryFrom`, `TryInto`, `FromIterator`), imported by every module that uses them.
//!
//! A judge may compile with either edition (or let the user choose), and the workspace's code is
//! written for 2021. An explicit import of a prelude trait changes nothing in 2021 (it names the
//! same trait), so each module that mentions one of them, by its name or by its method's, gets
//! `use std::convert::TryFrom;` and the like at its top, unless it defines that name itself.

use crate::edit::Edits;
use crate::tokens::{self, defines, names, range_of};
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
    module(&file.items, &file.attrs, 0, &mut edits);
    Ok(edits.apply(text))
}

/// Adds the imports `items` (a module's, whose inner attributes in `attrs` end after `open`)
/// needs, and those of its inline modules.
fn module(items: &[syn::Item], attrs: &[syn::Attribute], open: usize, edits: &mut Edits) {
    let (mut mentioned, mut defined) = (BTreeSet::new(), BTreeSet::new());
    for item in items {
        let trees = tokens::trees(item.to_token_stream());
        match item {
            syn::Item::Mod(syn::ItemMod {
                content: Some((brace, inner)),
                attrs,
                ..
            }) => module(inner, attrs, brace.span.open().byte_range().end, edits),
            syn::Item::Use(_) => names(&trees, &mut defined),
            _ => {
                names(&trees, &mut mentioned);
                defines(&trees, &mut defined);
            }
        }
    }
    let top = attrs
        .iter()
        .map(|a| range_of(a).end)
        .filter(|&end| end > open);
    let uses: String = ADDED_IN_2021
        .iter()
        .filter(|(name, _, method)| mentioned.contains(*name) || mentioned.contains(*method))
        .filter(|(name, _, _)| !defined.contains(*name))
        .map(|(_, path, _)| format!("\n#[allow(unused_imports)]\nuse {path};"))
        .collect();
    edits.insert(top.max().unwrap_or(open), uses);
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
