//! What a bundle must hold: what its solution reaches. What an `input!` reads decides which
//! readers are reached, so the check asks the solution's source which of `common::io`'s readable
//! types it names, rather than assume every solution reads a number (a solution that reads only
//! words reaches no number parser: `hdu-1404: fn parse_decimal is missing` was this check's own
//! mistake, not the bundler's). That a bundle holds nothing else is `runner bundle`'s own check
//! (an item of a library that rustc finds unused fails the bundle), which every bundle of these
//! tests passes.

use std::fs;
use std::path::Path;

/// Reached by every `input!`, whatever it reads: its expansion calls `read_value!`, which reads
/// through `__Readable`.
const EVERY_INPUT: [&str; 2] = ["macro_rules! read_value", "as __Readable;"];

/// Each readable type of `common::io`, and what its read reaches only through `input!`'s
/// expansion (`<Num<T> as __Readable>::read`): in the bundle when the solution names it.
const READERS: [(&str, &str); 2] = [
    ("Num", "fn parse_decimal"),
    ("Word", "impl Readable for Word"),
];

/// The text of every `.rs` file under the crate's `src`, comments included (a name in a comment
/// only makes the check expect a reader that is then missing: a loud failure, not a silent one).
pub fn solution_source(crate_dir: &Path) -> String {
    let mut text = String::new();
    let mut dirs = vec![crate_dir.join("src")];
    while let Some(dir) = dirs.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                text += &fs::read_to_string(&path).unwrap();
            }
        }
    }
    text
}

/// Whether `source` names `name` as a whole word (`Num`, not `Number`).
fn names(source: &str, name: &str) -> bool {
    source.match_indices(name).any(|(at, _)| {
        let glued = |c: char| c.is_alphanumeric() || c == '_';
        let before = source[..at].chars().next_back().is_some_and(glued);
        let after = source[at + name.len()..].chars().next().is_some_and(glued);
        !before && !after
    })
}

/// The bundle `text` of `name`, whose solution's source is `source`, holds what its `input!`s
/// reach.
pub fn assert_holds_what_it_reaches(name: &str, text: &str, source: &str) {
    for reached in EVERY_INPUT {
        assert!(text.contains(reached), "{name}: `{reached}` is missing");
    }
    for (reader, reached) in READERS {
        if names(source, reader) {
            assert!(
                text.contains(reached),
                "{name}: reads a {reader}, but `{reached}` is missing"
            );
        }
    }
}
