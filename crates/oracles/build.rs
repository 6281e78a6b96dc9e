//! Reads the registry, the `mod <name>;` lines of `src/problems/mod.rs` (one per problem), and
//! writes what every tool derives from it: the re-exports, `NAMES` and `with_problem`. A
//! problem's spec is the module's type of the same name in CamelCase (`hdu_1846` → `Hdu1846`).
//! The modules themselves are declared in the source, where rustfmt and readers see them.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let registry = "src/problems/mod.rs";
    println!("cargo::rerun-if-changed={registry}");
    let text = std::fs::read_to_string(registry).expect("the registry is readable");
    let modules: Vec<&str> = text
        .lines()
        .filter_map(|line| line.strip_prefix("mod ")?.strip_suffix(';'))
        .collect();
    let spec = |module: &str| format!("{module}::{}", camel_case(module));
    let mut out = String::new();
    for module in &modules {
        let _ = writeln!(out, "pub use {module}::*;");
    }
    let _ = writeln!(
        out,
        "/// The package names of every registered problem, in the registry's order.\n\
         pub const NAMES: &[&str] = &["
    );
    for module in &modules {
        let _ = writeln!(out, "    <{} as crate::Spec>::NAME,", spec(module));
    }
    let _ = writeln!(
        out,
        "];\n\n\
         /// Runs `visitor` with the problem called `name`; `None` for an unknown name.\n\
         pub fn with_problem<V: crate::Visitor>(name: &str, visitor: V) -> Option<V::Output> {{"
    );
    for module in &modules {
        let spec = spec(module);
        let _ = writeln!(
            out,
            "    if name == <{spec} as crate::Spec>::NAME {{\n        \
             return Some(visitor.visit::<{spec}>());\n    }}"
        );
    }
    let _ = writeln!(out, "    None\n}}");
    let out_dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(Path::new(&out_dir).join("registry.rs"), out).expect("OUT_DIR is writable");
}

/// `luogu_p2197` → `LuoguP2197`.
fn camel_case(module: &str) -> String {
    module
        .split('_')
        .map(|part| {
            let mut chars = part.chars();
            chars.next().map_or(String::new(), |first| {
                first.to_ascii_uppercase().to_string() + chars.as_str()
            })
        })
        .collect()
}
