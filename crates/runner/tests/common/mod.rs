//! What the runner's integration tests share.

use std::fs;
use std::path::{Path, PathBuf};

/// An empty workspace (a root manifest, `problems/` and an empty registry of specs) in a fresh
/// scratch directory `<group>/<name>` under the target's temporary directory.
pub fn scratch_workspace(group: &str, name: &str) -> PathBuf {
    let root = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(group)
        .join(name);
    let _ = fs::remove_dir_all(&root);
    fs::create_dir_all(root.join("problems")).unwrap();
    fs::write(
        root.join("Cargo.toml"),
        "[workspace]\nmembers = [\"problems/*\"]\n",
    )
    .unwrap();
    let specs = root.join("crates/oracles/src/problems");
    fs::create_dir_all(&specs).unwrap();
    fs::write(specs.join("mod.rs"), "//! Specs.\n\nregistry! {\n}\n").unwrap();
    root
}
