; Legendary Desktop for Windows: a per-user setup program (no administrator rights needed).
; Built by `python packaging/installers.py windows` after `python packaging/build.py`; it passes
; the version (from the package metadata, i.e. pyproject.toml) and the folders with /D.
; Installs into %LOCALAPPDATA%\Programs\Legendary Desktop, adds a Start-menu entry and an
; uninstaller (Settings -> Apps), and associates no file types. Saves stay in the user's data folder.

#ifndef AppVersion
  #error Pass /DAppVersion=... (packaging/installers.py does)
#endif
#ifndef AppNumericVersion
  #define AppNumericVersion "0.0.0.0"
#endif
#ifndef BundleDir
  #error Pass /DBundleDir=... : the dist\legendary-desktop folder packaging/build.py made
#endif
#ifndef OutputDir
  #define OutputDir "."
#endif
#ifndef IconFile
  #error Pass /DIconFile=... : the .ico packaging/make_icons.py rendered
#endif

#define AppName "Legendary Desktop"
#define AppExe "legendary-desktop.exe"

[Setup]
; The AppId identifies the program for upgrades and uninstall: never change it.
AppId={{7D3A5E2C-4B19-4E6F-A8C1-2F5B9D0E6A73}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Legendary Desktop developers
AppComments=Legendary: A Marvel Deck Building Game for 2-5 players at one screen: Core Set (2012), Black Panther, Marvel Noir, The Infinity Saga and Ant-Man and the Wasp; computer players for any seat; online play with friends.
VersionInfoVersion={#AppNumericVersion}
VersionInfoProductVersion={#AppNumericVersion}
VersionInfoDescription={#AppName} setup
; Per user: no UAC prompt; {autopf} is then %LOCALAPPDATA%\Programs, {autoprograms} the user's Start menu.
PrivilegesRequired=lowest
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
ChangesAssociations=no
ChangesEnvironment=no
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename=legendary-desktop-{#AppVersion}-windows-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
WizardStyle=modern
Compression=lzma2/max
SolidCompression=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

