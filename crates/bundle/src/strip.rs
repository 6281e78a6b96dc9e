//! What a submission must not carry: doc comments, `#[doc]` attributes, and every item, field,
//! variant, statement, arm or generic parameter whose `#[cfg]` is false for a plain build with
//! the crate's features (tests included). A `#[cfg]` that holds goes, and a `#[cfg_attr]` that can
//! be decided becomes its attributes or nothing. Predicates on the target are left for rustc.
//! `cfg` predicates are parsed and evaluated by `cfg-expr`.

use crate::edit::Edits;
use crate::tokens::{self, range_of, Tree};
use crate::FileError;
use cfg_expr::{Expression, Predicate};
use proc_macro2::{Delimiter, TokenStream, TokenTree};
use quote::ToTokens;
use std::collections::BTreeSet;
use std::ops::Range;
use syn::parse::Parser;
use syn::punctuated::Punctuated;
use syn::visit::{self, Visit};
use syn::{Attribute, Meta, Token};

/// `predicate` (the inside of `cfg(...)`) for a plain, non-test build with `features`: true or
/// false, or `None` when that is for rustc to decide.
pub fn eval(predicate: &str, features: &BTreeSet<String>) -> Option<bool> {
    let expression = Expression::parse(predicate).ok()?;
    // Evaluated twice, with what rustc decides taken as true and then as false: where the two
    // agree, the answer does not depend on it.
    let with = |unknown: bool| {
        expression.eval(|predicate| match predicate {
            Predicate::Test | Predicate::ProcMacro => false,
            Predicate::Flag(flag) if matches!(*flag, "doc" | "docsrs" | "miri") => false,
            Predicate::Feature(feature) => features.contains(*feature),
            _ => unknown,
        })
    };
    Some(with(true)).filter(|&truth| truth == with(false))
}

/// `text` without what [the module](self) says goes.
pub fn strip(text: &str, features: &BTreeSet<String>) -> Result<String, FileError> {
    let file = tokens::parse_file(text)?;
    let mut stripper = Stripper {
        text,
        features,
        edits: Edits::default(),
        error: None,
    };
    stripper.visit_file(&file);
    // A macro's tokens are not syntax yet, and `#[cfg]` inside is left to rustc; only its doc
    // comments go.
    remove_docs(&tokens::trees(tokens::stream(text)?), &mut stripper.edits);
    match stripper.error {
        Some(error) => Err(error),
        None => Ok(stripper.edits.apply(text)),
    }
}

struct Stripper<'a> {
    text: &'a str,
    features: &'a BTreeSet<String>,
    edits: Edits,
    error: Option<FileError>,
}

impl Stripper<'_> {
    /// The truth of a `#[cfg(...)]` that can be decided.
    fn cfg(&self, attr: &Attribute) -> Option<bool> {
        match &attr.meta {
            Meta::List(list) if list.path.is_ident("cfg") => {
                eval(&list.tokens.to_string(), self.features)
            }
            _ => None,
        }
    }

    /// Removes the node `range` when its attributes disable it; `list` when a comma follows it
    /// in a list, which goes too. True when it went.
    fn remove_if_disabled(&mut self, attrs: &[Attribute], range: Range<usize>, list: bool) -> bool {
        if !attrs.iter().any(|attr| self.cfg(attr) == Some(false)) {
            return false;
        }
        let comma = self.text[range.end..].trim_start().strip_prefix(',');
        let end = match comma.filter(|_| list) {
            Some(after) => self.text.len() - after.trim_start_matches([' ', '\t']).len(),
            None => range.end,
        };
        self.edits.remove(range.start..end);
        true
    }

    /// `#[cfg_attr(p, a, b)]` as `#[a] #[b]` when p holds, nothing when it does not (doc
    /// attributes go either way); `None` when rustc must decide.
    fn expand_cfg_attr(&self, attr: &Attribute) -> Option<String> {
        let pieces = attr
            .parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
            .ok()?;
        let mut pieces = pieces.into_iter();
        let predicate = pieces.next()?.to_token_stream().to_string();
        let holds = eval(&predicate, self.features)?;
        let bang = match attr.style {
            syn::AttrStyle::Inner(_) => "!",
            syn::AttrStyle::Outer => "",
        };
        let kept: Vec<String> = pieces
            .filter(|meta| holds && !meta.path().is_ident("doc"))
            .map(|meta| format!("#{bang}[{}]", &self.text[range_of(&meta)]))
            .collect();
        Some(kept.join("\n"))
    }
}

/// The outer attributes of any node: the `#[...]` its tokens start with (syn has no accessor
/// common to its nodes).
fn outer_attributes(node: &impl ToTokens) -> Vec<Attribute> {
    let tokens: Vec<TokenTree> = node.to_token_stream().into_iter().collect();
    let mut prefix = TokenStream::new();
    for pair in tokens.chunks(2) {
        match pair {
            [TokenTree::Punct(pound), TokenTree::Group(group)]
                if pound.as_char() == '#' && group.delimiter() == Delimiter::Bracket =>
            {
                prefix.extend(pair.iter().cloned())
            }
            _ => break,
        }
    }
    Parser::parse2(Attribute::parse_outer, prefix).unwrap_or_default()
}

/// Nodes that may carry a `#[cfg]`, removed whole when it is false (with the comma after them
/// in a list), searched otherwise.
macro_rules! removable {
    ($($method:ident($type:ty, $list:expr, $walk:path);)*) => {
        $(fn $method(&mut self, node: &'ast $type) {
            if !self.remove_if_disabled(&outer_attributes(node), range_of(node), $list) {
                $walk(self, node);
            }
        })*
    };
}

impl<'ast> Visit<'ast> for Stripper<'_> {
    removable! {
        visit_item(syn::Item, false, visit::visit_item);
        visit_impl_item(syn::ImplItem, false, visit::visit_impl_item);
        visit_trait_item(syn::TraitItem, false, visit::visit_trait_item);
        visit_foreign_item(syn::ForeignItem, false, visit::visit_foreign_item);
        visit_stmt(syn::Stmt, false, visit::visit_stmt);
        visit_field(syn::Field, true, visit::visit_field);
        visit_variant(syn::Variant, true, visit::visit_variant);
        visit_arm(syn::Arm, true, visit::visit_arm);
        visit_field_value(syn::FieldValue, true, visit::visit_field_value);
        visit_field_pat(syn::FieldPat, true, visit::visit_field_pat);
        visit_generic_param(syn::GenericParam, true, visit::visit_generic_param);
    }

    fn visit_attribute(&mut self, attr: &'ast Attribute) {
        let range = range_of(attr);
        let inner = matches!(attr.style, syn::AttrStyle::Inner(_));
        match self.cfg(attr) {
            Some(true) => self.edits.remove(range.clone()),
            Some(false) if inner => {
                let what = "not supported: a whole file configured out by `#![cfg(...)]`; declare \
                            the module with `#[cfg(...)] mod name;` instead";
                let error = FileError::at(attr.pound_token.span, what.to_string());
                self.error.get_or_insert(error);
            }
            // On a node this module does not remove (an expression): rustc drops it.
            _ => {}
        }
        if attr.path().is_ident("cfg_attr") {
            if let Some(replacement) = self.expand_cfg_attr(attr) {
                self.edits.replace(range, replacement);
            }
        }
    }
}

/// Removes the doc comments and `#[doc]` attributes in `trees`: a `#` (and `!`) and a `[doc ...]`
/// group, which is what a doc comment is to proc-macro2, in a macro's tokens too.
fn remove_docs(trees: &[Tree], edits: &mut Edits) {
    for (index, tree) in trees.iter().enumerate() {
        let doc = matches!(tree, Tree::Group { open: '[', trees, .. } if trees.first().is_some_and(|t| t.is("doc")));
        let pound = match &trees[..index] {
            [.., pound, bang] if bang.is("!") => Some(pound),
            [.., pound] => Some(pound),
            [] => None,
        };
        match pound.filter(|pound| pound.is("#")) {
            Some(pound) if doc => edits.remove(pound.at().start..tree.at().end),
            _ => remove_docs(tree.inner().unwrap_or_default(), edits),
        }
    }
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

    /// A hole of the hand-written parser: the parameter was cut at the comma inside its bound.
    #[test]
    fn a_test_only_generic_parameter_with_a_comma_in_its_bound_goes_whole() {
        let text = "fn f<#[cfg(test)] T: Tr<A, B>, U>(u: U) {}\n";
        assert_eq!(strip_plain(text), "fn f<U>(u: U) {}\n");
        let text = "fn f<U, #[cfg(test)] T: Tr<A, B>>(u: U) {}\n";
        assert_eq!(strip_plain(text), "fn f<U, >(u: U) {}\n");
    }

    /// Holes of the hand-written parser: `x as T<...>` read as a comparison, and an item ending at
    /// the first `{` of its header.
    #[test]
    fn test_only_statements_with_casts_and_impls_with_const_generics_go_whole() {
        let text = "fn f() {\n    #[cfg(test)]\n    let y = x as T<A, B>;\n    g();\n}\n\
                    #[cfg(test)]\nimpl T for S<{ N }> {\n    fn f() {}\n}\nfn h() {}\n";
        assert_eq!(strip_plain(text), "fn f() {\n    g();\n}\nfn h() {}\n");
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
    fn predicates_are_true_false_or_left_to_rustc() {
        let features: BTreeSet<String> = ["a".to_string()].into();
        assert_eq!(
            eval("all(feature = \"a\", not(test))", &features),
            Some(true)
        );
        assert_eq!(eval("any(test, doc)", &features), Some(false));
        assert_eq!(eval("all(unix, test)", &features), Some(false));
        assert_eq!(eval("any(unix, test)", &features), None);
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
}
