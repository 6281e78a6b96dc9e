//! What the runner reads of `cargo metadata --no-deps`: the manifests of the workspace's members
//! and cargo's target directory.
//!
//! Three fields of cargo's JSON, read as `serde_json` values rather than through the
//! `cargo_metadata` crate (which the bundler uses, for the whole resolved graph): its typed model
//! and what it pulls in (semver, camino, cargo-platform, thiserror) were a tenth of this crate's
//! cold build (`cargo build --profile tools -p runner-test --timings`, 2026-11-26), for the
//! first command a user runs.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

pub struct Metadata {
    /// The `Cargo.toml` of each member of the workspace.
    pub manifests: Vec<PathBuf>,
    /// Where cargo builds (`CARGO_TARGET_DIR`, a config file's `build.target-dir`, or `target`).
    pub target_directory: PathBuf,
}

/// `cargo metadata --no-deps` for the workspace at `root`, without resolving dependencies (a
/// tenth of the time of a resolve). An error is what cargo said on stderr, or why it did not run.
pub fn load(root: &Path) -> Result<Metadata, String> {
    // The cargo that runs the runner, as cargo sets it, or the one on the PATH.
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .current_dir(root)
        .args(["metadata", "--no-deps", "--format-version", "1"])
        .output()
        .map_err(|e| format!("cannot run `cargo metadata`: {e}"))?;
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr).into_owned());
    }
    let json: Value = serde_json::from_slice(&output.stdout)
        .map_err(|e| format!("`cargo metadata` printed no JSON: {e}"))?;
    read(&json).ok_or_else(|| {
        "`cargo metadata` printed JSON without the workspace's members, their manifests or the \
         target directory"
            .to_string()
    })
}

fn read(json: &Value) -> Option<Metadata> {
    let members: Vec<&Value> = json["workspace_members"].as_array()?.iter().collect();
    let mut manifests = Vec::new();
    for package in json["packages"].as_array()? {
        if members.contains(&&package["id"]) {
            manifests.push(PathBuf::from(package["manifest_path"].as_str()?));
        }
    }
    Some(Metadata {
        manifests,
        target_directory: PathBuf::from(json["target_directory"].as_str()?),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_members_manifests_and_the_target_directory_are_read() {
        let json = serde_json::json!({
            "packages": [
                { "id": "path+file:///w/a#0.1.0", "manifest_path": "/w/a/Cargo.toml" },
                { "id": "registry+x#libc@0.2", "manifest_path": "/r/libc/Cargo.toml" },
            ],
            "workspace_members": ["path+file:///w/a#0.1.0"],
            "target_directory": "/w/target",
        });
        let metadata = read(&json).unwrap();
        assert_eq!(metadata.manifests, [PathBuf::from("/w/a/Cargo.toml")]);
        assert_eq!(metadata.target_directory, PathBuf::from("/w/target"));
    }

    #[test]
    fn json_without_a_field_is_none() {
        let json = serde_json::json!({ "packages": [], "workspace_members": [] });
        assert!(read(&json).is_none());
    }
}
