# Homebrew formula for swivel. The repository is its own tap: tap it from where you get Swivel,
# then install the head of its main branch (there is no release tarball yet):
#
#   brew tap swivel/swivel https://github.com/<owner>/swivel.git
#   brew install --HEAD swivel/swivel/swivel
#
# The formula builds the tap's own checkout, so it installs exactly the Swivel that was tapped;
# `brew upgrade --fetch-HEAD swivel` after `brew update` takes a newer one. The install is
# Scripts/install.sh, as `make install` runs it: the stripped executable, its man page and its
# bash, zsh and fish completions under Homebrew's prefix for the formula.
class Swivel < Formula
  desc "UIKit's interface-orientation system, simulated headless in virtual time"
  # No homepage or license line: the repository is the tap itself, wherever it is published,
  # and it declares no license yet (brew install needs neither; brew audit asks for both).
  head "file://#{File.expand_path("..", __dir__)}", using: :git, branch: "main"

  # Swift 6.2 (Package.swift's tools version): Xcode 26 on macOS, Homebrew's swift on Linux.
  on_macos do
    depends_on xcode: ["26.0", :build]
  end
  on_linux do
    depends_on "swift" => :build
  end

  def install
    # SwiftPM's cache and scratch folder inside the build folder, as Homebrew's sandbox wants.
    system "Scripts/install.sh", "--prefix", prefix, "--scratch-path", buildpath/".build"
  end

  test do
    assert_match(/\A\d+\.\d+\.\d+/, shell_output("#{bin}/swivel --version"))
    (testpath/"Info.plist").write <<~PLIST
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>UISupportedInterfaceOrientations</key>
      <array><string>UIInterfaceOrientationPortait</string></array>
      </dict></plist>
    PLIST
    assert_match "[unknown-orientation-value]", shell_output("#{bin}/swivel lint --no-config Info.plist")
  end
end
