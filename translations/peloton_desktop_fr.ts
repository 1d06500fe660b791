<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>About</name>
    <message>
        <location filename="../peloton_desktop/ui/about.py" line="+17"/>
        <source>&lt;h2&gt;{app} {version}&lt;/h2&gt;&lt;p&gt;Five French tabletop games for one table: Coup de bordure, Border States, Tape l&apos;étape, Cyclistes and Roue de Vitesse, with a course editor and printed course sheets.&lt;/p&gt;&lt;p&gt;The games belong to their authors; the rules are implemented from their rulebooks. Values the rulebooks do not give are marked as assumptions in the rules help.&lt;/p&gt;&lt;p&gt;Python {python}, Qt for Python {pyside}.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;{app} {version}&lt;/h2&gt;&lt;p&gt;Cinq jeux de société français pour une seule table&#xa0;: Coup de bordure, Border States, Tape l&apos;étape, Cyclistes et Roue de Vitesse, avec un éditeur de parcours et l&apos;impression des parcours.&lt;/p&gt;&lt;p&gt;Les jeux appartiennent à leurs auteurs&#xa0;; les règles sont programmées d&apos;après leurs livrets. Les valeurs que les livrets ne donnent pas sont signalées comme hypothèses dans l&apos;aide des règles.&lt;/p&gt;&lt;p&gt;Python {python}, Qt pour Python {pyside}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>About {app}</source>
        <translation>À propos de {app}</translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <location filename="../peloton_desktop/ui/settings_dialog.py" line="+30"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vermilion</source>
        <translation>Vermillon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <translation>Pourpre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sky blue</source>
        <translation>Bleu ciel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../peloton_desktop/ui/game_page.py" line="+190"/>
        <source>human</source>
        <translation>humain</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bot</source>
        <translation>robot</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for {name}.</source>
        <translation>En attente de {name}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} is thinking…</source>
        <translation>{name} réfléchit…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}, your move.</source>
        <translation>{name}, à vous de jouer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for {names}.</source>
        <translation>En attente de&#xa0;: {names}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take back your last move, if it revealed nothing</source>
        <translation>Reprendre votre dernier coup, s&apos;il n&apos;a rien révélé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave</source>
        <translation>&amp;Quitter la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the start page; the game stays saved</source>
        <translation>Retour à l&apos;accueil&#xa0;; la partie reste enregistrée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened</source>
        <translation>Déroulement</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <location filename="../peloton_desktop/ui/game_view.py" line="+68"/>
        <source>{name} wins.</source>
        <translation>{name} gagne.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../peloton_desktop/games/__init__.py" line="+14"/>
        <source>Three riders per team, a plaquette of energy tokens each: pick your pace in secret, ride in the slipstream and keep your attack for the finish.</source>
        <translation>Trois coureurs par équipe, chacun avec sa plaquette de jetons énergie&#xa0;: choisissez votre allure en secret, profitez du sillage et gardez votre offensive pour l&apos;arrivée.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Union against Confederacy, 1861–1865: bluff with stacked blocks on three battles and win the influence of the five border states.</source>
        <translation>L&apos;Union contre la Confédération, 1861–1865&#xa0;: bluffez avec vos pavés empilés sur trois batailles et gagnez l&apos;influence des cinq États frontaliers.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A stage race in cards: lay your profiles on the coloured columns, play your jokers at the right moment and win the general classification.</source>
        <translation>Une course par étapes en cartes&#xa0;: posez vos profils sur les colonnes de couleur, jouez vos jokers au bon moment et remportez le classement général.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The classic dice game: leaders and team riders on a circuit of cases, climbs that block the road, wheels to follow and attacks on a double.</source>
        <translation>Le jeu de dés classique&#xa0;: leaders et équipiers sur un circuit de cases, des côtes qui barrent la route, des roues à suivre et des démarrages sur un double.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Set the pace of each group on the speed wheel, spend sprint, endurance and climbing points, break away and counter-attack.</source>
        <translation>Réglez l&apos;allure de chaque groupe sur la roue de vitesse, dépensez vos points de sprint, d&apos;endurance et de grimpeur, échappez-vous et contre-attaquez.</translation>
    </message>
</context>
<context>
    <name>Handover</name>
    <message>
        <location filename="../peloton_desktop/ui/handover.py" line="+54"/>
        <source>Pass to {name}</source>
        <translation>Passez à {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The others look away: your choices stay secret.</source>
        <translation>Les autres détournent le regard&#xa0;: vos choix restent secrets.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am {name}: show my game</source>
        <translation>Je suis {name}&#xa0;: montrer mon jeu</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../peloton_desktop/ui/main_window.py" line="+117"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{title} (not available in this version)</source>
        <translation>{title} (pas disponible dans cette version)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save game as…</source>
        <translation>&amp;Enregistrer la partie sous…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo last move</source>
        <translation>&amp;Annuler le dernier coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave game</source>
        <translation>&amp;Quitter la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Courses</source>
        <translation>Par&amp;cours</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Course editor (not available in this version)</source>
        <translation>Éditeur de parcours (pas disponible dans cette version)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Peloton Desktop</source>
        <translation>À &amp;propos de Peloton Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peloton Desktop games (*.json);;All files (*)</source>
        <translation>Parties Peloton Desktop (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peloton Desktop games (*.json)</source>
        <translation>Parties Peloton Desktop (*.json)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved to {file}.</source>
        <translation>Enregistrée dans {file}.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../peloton_desktop/core/messages.py" line="+23"/>
        <source>The file {file} does not exist.</source>
        <translation>Le fichier {file} n&apos;existe pas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file {file} cannot be read: {reason}.</source>
        <translation>Le fichier {file} ne peut pas être lu&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file {file} is too large ({size} bytes, at most {limit}).</source>
        <translation>Le fichier {file} est trop gros ({size} octets, {limit} au plus).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file {file} is empty.</source>
        <translation>Le fichier {file} est vide.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file {file} is not a text file (binary content).</source>
        <translation>Le fichier {file} n&apos;est pas un fichier texte (contenu binaire).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file {file} is not valid JSON (line {line}, column {column}).</source>
        <translation>Le fichier {file} n&apos;est pas du JSON valide (ligne {line}, colonne {column}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file {file} is nested too deeply to be read.</source>
        <translation>Le fichier {file} est trop profondément imbriqué pour être lu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file {file} is not a Peloton Desktop record, course or ruleset.</source>
        <translation>Le fichier {file} n&apos;est ni une partie, ni un parcours, ni un jeu de règles de Peloton Desktop.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file {file} was written by a newer version (format {version}); this version reads up to format {supported}.</source>
        <translation>Le fichier {file} a été écrit par une version plus récente (format {version})&#xa0;; cette version lit jusqu&apos;au format {supported}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file {file} is not valid: {where}: {problem}.</source>
        <translation>Le fichier {file} n&apos;est pas valide&#xa0;: {where}&#xa0;: {problem}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file {file} could not be written: {reason}.</source>
        <translation>Le fichier {file} n&apos;a pas pu être écrit&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The record is for an unknown game “{game}”.</source>
        <translation>La partie enregistrée concerne un jeu inconnu «&#xa0;{game}&#xa0;».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game “{game}” is not available in this version.</source>
        <translation>Le jeu «&#xa0;{game}&#xa0;» n&apos;est pas disponible dans cette version.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Action {index} of the record cannot be played: {reason}</source>
        <translation>L&apos;action {index} de la partie enregistrée ne peut pas être jouée&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record&apos;s ruleset is for “{found}”, not for “{game}”.</source>
        <translation>Les règles de la partie enregistrée sont celles de «&#xa0;{found}&#xa0;», pas de «&#xa0;{game}&#xa0;».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{game} is played by {min} to {max} players, not {count}.</source>
        <translation>{game} se joue de {min} à {max} joueurs, pas à {count}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game set-up is not valid: {problem}.</source>
        <translation>La mise en place n&apos;est pas valide&#xa0;: {problem}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not seat {seat}&apos;s turn to play.</source>
        <translation>Ce n&apos;est pas au tour de la place {seat} de jouer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This action is not allowed now.</source>
        <translation>Cette action n&apos;est pas permise maintenant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no seat {seat} in this game.</source>
        <translation>Il n&apos;y a pas de place {seat} dans cette partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown game “{game}”. Known games: {known}.</source>
        <translation>Jeu inconnu «&#xa0;{game}&#xa0;». Jeux connus&#xa0;: {known}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unknown bot “{bot}”. Known bots: {known}.</source>
        <translation>Robot inconnu «&#xa0;{bot}&#xa0;». Robots connus&#xa0;: {known}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad argument: {problem}.</source>
        <translation>Argument incorrect&#xa0;: {problem}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Internal error: {reason}</source>
        <translation>Erreur interne&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../peloton_desktop/ui/new_game_dialog.py" line="+39"/>
        <source>Bot (random)</source>
        <translation>Robot (hasard)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot ({name})</source>
        <translation>Robot ({name})</translation>
    </message>
    <message>
        <location line="+77"/>
        <location line="+56"/>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Two players have the same colour.</source>
        <translation>Deux joueurs ont la même couleur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two players have the same name.</source>
        <translation>Deux joueurs ont le même nom.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seed must be a whole number, or left empty.</source>
        <translation>La graine doit être un nombre entier, ou rester vide.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;eed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>random (type a number to replay the same deal)</source>
        <translation>au hasard (un nombre rejoue la même donne)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat {number}</source>
        <translation>Place {number}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../peloton_desktop/ui/settings_dialog.py" line="+95"/>
        <source>Off</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rapides</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Lentes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Very slow</source>
        <translation>Très lentes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animations&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show a hand-over screen between players at one table</source>
        <translation>Afficher un écran de passage entre les joueurs d&apos;une même table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../peloton_desktop/ui/start_page.py" line="+77"/>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{min} to {max} players</source>
        <translation>{min} à {max} joueurs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+84"/>
        <source>Not available in this version</source>
        <translation>Pas disponible dans cette version</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>{file}: unreadable</source>
        <translation>{file}&#xa0;: illisible</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{title} — {players}
{when}, {count} moves</source>
        <translation>{title} — {players}
{when}, {count} coups</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Five tabletop games for one table. Pick a game to start.</source>
        <translation>Cinq jeux de société pour une seule table. Choisissez un jeu pour commencer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume a game</source>
        <translation>Reprendre une partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No saved game yet: games are saved after every move.</source>
        <translation>Aucune partie enregistrée pour l&apos;instant&#xa0;: les parties sont enregistrées après chaque coup.</translation>
    </message>
</context>
</TS>
