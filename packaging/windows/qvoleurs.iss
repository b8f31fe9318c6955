; Inno Setup 6 script: a Windows installer for the PyInstaller one-folder build.
; Build on Windows (this cannot be done on Linux), from the checkout:
;   py -3.11 -m venv .venv
;   .venv\Scripts\pip install -e .[packaging]
;   .venv\Scripts\pyinstaller --noconfirm --clean packaging\qvoleurs.spec
;   for /f %v in ('.venv\Scripts\python -c "import qvoleurs; print(qvoleurs.__version__)"') do set QV=%v
;   "C:\Program Files (x86)\Inno Setup 6\ISCC.exe" /DAppVersion=%QV% packaging\windows\qvoleurs.iss
; Result: dist\qvoleurs-<version>-setup.exe. The version comes from qvoleurs/__init__.py
; through /DAppVersion; building without it stops with an error.

#ifndef AppVersion
  #error Pass the version: ISCC /DAppVersion=x.y.z packaging\windows\qvoleurs.iss
#endif
#define AppName "Quarante Voleurs"
#define AppId "org.qvoleurs.QVoleurs"
#define SourceDir "..\..\dist\qvoleurs"

[Setup]
; AppId must never change: Windows finds earlier installs (to upgrade or remove) by it.
AppId={#AppId}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The qvoleurs developers
AppPublisherURL=https://github.com/qvoleurs/qvoleurs
DefaultDirName={autopf}\qvoleurs
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per-user install by default (no administrator rights); the dialog offers all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0.17763
OutputDir=..\..\dist
OutputBaseFilename=qvoleurs-{#AppVersion}-setup
SetupIconFile=qvoleurs.ico
UninstallDisplayIcon={app}\qvoleurs-gui.exe
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "nl"; MessagesFile: "compiler:Languages\Dutch.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"
Name: "uk"; MessagesFile: "compiler:Languages\Ukrainian.isl"
Name: "da"; MessagesFile: "compiler:Languages\Danish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
; qvoleurs-gui.exe opens the window without a console; qvoleurs.exe is the command line.
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\qvoleurs-gui.exe"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\qvoleurs-gui.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\qvoleurs-gui.exe"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
