//! Standard library items newer than Rust 1.63 that a library pastes into bundles, replaced by
//! code of the same name and use written for 1.63.
//!
//! proconio reads stdin through a `static STDIN_SOURCE: OnceLock<Mutex<...>>`, and `OnceLock`
//! is Rust 1.70: every bundle of a solution that calls `input!` without `from` would be rejected
//! by judges on 1.63 to 1.69. The library's own code stays as it is; its `use std::sync::OnceLock;`
//! becomes a `OnceLock` of its own with the two members such a static needs, `new` and
//! `get_or_init`, made of `Once` and `MaybeUninit` (both older than 1.63). Pruning keeps it only
//! where the stdin reader is reached.

use quote::ToTokens;

/// The backports: the path the `use` each replaces imports, and the items that replace it.
const BACKPORTS: [(&str, &str); 1] = [(
    "std::sync::OnceLock",
    "\
pub struct OnceLock<T> {
    once: std::sync::Once,
    value: std::cell::UnsafeCell<std::mem::MaybeUninit<T>>,
}
// The value is written once, under `once`, and only read after it: shared as `std`'s is.
unsafe impl<T: Send + Sync> Sync for OnceLock<T> {}
impl<T> OnceLock<T> {
    pub const fn new() -> OnceLock<T> {
        OnceLock {
            once: std::sync::Once::new(),
            value: std::cell::UnsafeCell::new(std::mem::MaybeUninit::uninit()),
        }
    }
    pub fn get_or_init(&self, init: impl FnOnce() -> T) -> &T {
        self.once.call_once(|| unsafe {
            (*self.value.get()).write(init());
        });
        unsafe { (*self.value.get()).assume_init_ref() }
    }
}
",
)];

/// The items that replace `item`, a top-level item of a library's file, when it is a private
/// import of a backported item.
pub fn backport(item: &syn::Item) -> Option<&'static str> {
    let syn::Item::Use(import) = item else {
        return None;
    };
    let path: String = import
        .tree
        .to_token_stream()
        .to_string()
        .split_whitespace()
        .collect();
    let private = matches!(import.vis, syn::Visibility::Inherited);
    let found = BACKPORTS.iter().find(|(import, _)| *import == path);
    found
        .filter(|_| private && import.leading_colon.is_none())
        .map(|(_, items)| *items)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edit::Edits;
    use crate::tokens::range_of;

    /// `text` with each top-level private import of a backported item replaced.
    fn backport_file(text: &str) -> String {
        let mut edits = Edits::default();
        for item in syn::parse_file(text).unwrap().items {
            if let Some(replacement) = backport(&item) {
                edits.replace(range_of(&item), replacement);
            }
        }
        edits.apply(text)
    }

    #[test]
    fn a_oncelock_import_becomes_a_oncelock_of_rust_1_63() {
        let text = "use std::sync::Mutex;\nuse std::sync::OnceLock;\npub static S: \
                    OnceLock<Mutex<u8>> = OnceLock::new();\n";
        let out = backport_file(text);
        assert!(out.starts_with("use std::sync::Mutex;\npub struct OnceLock<T> {"));
        assert!(out.ends_with("pub static S: OnceLock<Mutex<u8>> = OnceLock::new();\n"));
        assert!(!out.contains("use std::sync::OnceLock"));
    }

    #[test]
    fn other_imports_and_oncelock_in_a_group_are_left_alone() {
        // A group is left for rustc 1.63 to reject, with the error shown: proconio has none.
        let text = "use std::sync::{Mutex, OnceLock};\nfn f() { use std::sync::OnceLock; }\n";
        assert_eq!(backport_file(text), text);
    }
}
