<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
    <context>
        <name>About</name>
        <message>
            <location filename="../peloton_desktop/ui/shell/about.py" line="+16" />
            <source>&lt;h2&gt;{app} {version}&lt;/h2&gt;&lt;p&gt;French tabletop games for one table: {games}, with a course editor and printed course sheets.&lt;/p&gt;&lt;p&gt;The games belong to their authors; the rules are implemented from their rulebooks. Values the rulebooks do not give are marked as assumptions in the rules help.&lt;/p&gt;&lt;p&gt;Python {python}, Qt for Python {pyside}.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;{app} {version}&lt;/h2&gt;&lt;p&gt;Des jeux de société français pour une seule table : {games}, avec un éditeur de parcours et l'impression des parcours.&lt;/p&gt;&lt;p&gt;Les jeux appartiennent à leurs auteurs ; les règles sont programmées d'après leurs livrets. Les valeurs que les livrets ne donnent pas sont signalées comme hypothèses dans l'aide des règles.&lt;/p&gt;&lt;p&gt;Python {python}, Qt pour Python {pyside}.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+19" />
            <source>About {app}</source>
            <translation>À propos de {app}</translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message numerus="yes">
            <location filename="../peloton_desktop/core/coach.py" line="+151" />
            <source>Moves your best rider %n case(s) up the road.</source>
            <translation>
                <numerusform>Fait avancer votre meilleur coureur de %n case.</numerusform>
                <numerusform>Fait avancer votre meilleur coureur de %n cases.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Wins %n point(s) at once.</source>
            <translation>
                <numerusform>Rapporte %n point tout de suite.</numerusform>
                <numerusform>Rapporte %n points tout de suite.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Empties your hand by %n card(s).</source>
            <translation>
                <numerusform>Allège votre main de %n carte.</numerusform>
                <numerusform>Allège votre main de %n cartes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>Afterwards the leader is %n case(s) ahead of you.</source>
            <translation>
                <numerusform>Ensuite, le premier a %n case d'avance sur vous.</numerusform>
                <numerusform>Ensuite, le premier a %n cases d'avance sur vous.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Afterwards you are %n point(s) behind the leader.</source>
            <translation>
                <numerusform>Ensuite, vous êtes à %n point du premier.</numerusform>
                <numerusform>Ensuite, vous êtes à %n points du premier.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Afterwards the leader holds %n card(s) fewer than you.</source>
            <translation>
                <numerusform>Ensuite, le premier a %n carte de moins que vous.</numerusform>
                <numerusform>Ensuite, le premier a %n cartes de moins que vous.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Afterwards you lead.</source>
            <translation>Ensuite, vous êtes en tête.</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>The strong bot's pick after trying it %n time(s).</source>
            <translation>
                <numerusform>Le choix du robot fort, après l'avoir essayé %n fois.</numerusform>
                <numerusform>Le choix du robot fort, après l'avoir essayé %n fois.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/learning/coach.py" line="+174" />
            <source>The strong bot's three best choices for you, and why</source>
            <translation>Les trois meilleurs choix du robot fort pour vous, et pourquoi</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The coach helps the player holding the laptop, on their move</source>
            <translation>Le coach aide qui tient l'ordinateur, à son tour de jouer</translation>
        </message>
        <message>
            <location line="+42" />
            <source>The coach has no advice here.</source>
            <translation>Le coach n'a pas de conseil ici.</translation>
        </message>
        <message>
            <location line="+21" />
            <source>{percent} % to win</source>
            <translation>{percent} % de chances de gagner</translation>
        </message>
        <message>
            <location line="+27" />
            <source>Choice {rank}</source>
            <translation>Choix {rank}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The coach is thinking…</source>
            <translation>Le coach réfléchit…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Hint</source>
            <translation>&amp;Conseil</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Coach</source>
            <translation>Coach</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Offer hints in this game (a setting per game)</source>
            <translation>Proposer des conseils dans ce jeu (un réglage par jeu)</translation>
        </message>
    </context>
    <context>
        <name>Colours</name>
        <message>
            <location filename="../peloton_desktop/ui/dialogs/settings_dialog.py" line="+32" />
            <source>Blue</source>
            <translation>Bleu</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Vermilion</source>
            <translation>Vermillon</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Green</source>
            <translation>Vert</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Orange</source>
            <translation>Orange</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Purple</source>
            <translation>Pourpre</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sky blue</source>
            <translation>Bleu ciel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Yellow</source>
            <translation>Jaune</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Black</source>
            <translation>Noir</translation>
        </message>
    </context>
    <context>
        <name>Confirm</name>
        <message>
            <location filename="../peloton_desktop/ui/dialogs/confirm.py" line="+38" />
            <source>This cannot be taken back</source>
            <translation>Impossible de revenir en arrière</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Don't ask again</source>
            <translation>Ne plus demander</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Leave this game? It stays saved: the start page resumes it.</source>
            <translation>Quitter cette partie ? Elle reste enregistrée : la page d'accueil la reprend.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Leave the game</source>
            <translation>Quitter la partie</translation>
        </message>
    </context>
    <context>
        <name>CourseEditor</name>
        <message>
            <location filename="../peloton_desktop/ui/course_editor/document.py" line="+115" />
            <source>Move the start</source>
            <translation>Déplacer le départ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move the finish</source>
            <translation>Déplacer l’arrivée</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Rename</source>
            <translation>Renommer</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Edit the description</source>
            <translation>Modifier la description</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Change the designer</source>
            <translation>Changer l’auteur du tracé</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Change an option</source>
            <translation>Changer une option</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Paint case %1</source>
            <translation>Peindre la case %1</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Insert a case at %1</source>
            <translation>Insérer une case en %1</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Remove case %1</source>
            <translation>Supprimer la case %1</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/course_editor/window.py" line="+132" />
            <source>&amp;Course</source>
            <translation>&amp;Parcours</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Edit</source>
            <translation>É&amp;dition</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Save to the library</source>
            <translation>&amp;Enregistrer dans la bibliothèque</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Export as a file…</source>
            <translation>E&amp;xporter dans un fichier…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Print preview…</source>
            <translation>&amp;Aperçu avant impression…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Export the course sheet as &amp;PDF…</source>
            <translation>Exporter la feuille de parcours en &amp;PDF…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Export the &amp;team sheets as PDF…</source>
            <translation>Exporter les feuilles d’é&amp;quipe en PDF…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Test-ride…</source>
            <translation>&amp;Essayer en course…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Close</source>
            <translation>&amp;Fermer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Undo</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Redo</source>
            <translation>&amp;Rétablir</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Insert a case</source>
            <translation>&amp;Insérer une case</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Add a case at the end</source>
            <translation>&amp;Ajouter une case à la fin</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Re&amp;move the case</source>
            <translation>&amp;Supprimer la case</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Zoom &amp;in</source>
            <translation>&amp;Zoom avant</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Zoom &amp;out</source>
            <translation>Zoom a&amp;rrière</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Fit the course</source>
            <translation>&amp;Voir tout le parcours</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Palette</source>
            <translation>Palette</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Edit</source>
            <translation>Édition</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Start</source>
            <translation>Départ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Finish</source>
            <translation>Arrivée</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Designer</source>
            <translation>Tracé par</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Who designed the course (optional)</source>
            <translation>Qui a tracé le parcours (facultatif)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Description</source>
            <translation>Description</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Direction</source>
            <translation>Sens</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Along the case numbers</source>
            <translation>Dans l’ordre des numéros</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Against the case numbers</source>
            <translation>À rebours des numéros</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Start zone (cases)</source>
            <translation>Zone de départ fictif (cases)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Statistics</source>
            <translation>Statistiques</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Checks</source>
            <translation>Vérifications</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legend</source>
            <translation>Légende</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Paint</source>
            <translation>Peindre</translation>
        </message>
        <message>
            <location line="+74" />
            <source>%1 cases, race of %2 cases</source>
            <translation>%1 cases, course de %2 cases</translation>
        </message>
        <message>
            <location line="+35" />
            <source>The course follows the rules: ready to play and print.</source>
            <translation>Le parcours respecte les règles : prêt à jouer et à imprimer.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>%1[*] — %2 course editor</source>
            <translation>%1[*] — éditeur de parcours %2</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Save</source>
            <translation>Enregistrer</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Saved in the course library.</source>
            <translation>Enregistré dans la bibliothèque de parcours.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Export the course</source>
            <translation>Exporter le parcours</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Courses ({patterns})</source>
            <translation>Parcours ({patterns})</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Export</source>
            <translation>Exporter</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Unsaved changes</source>
            <translation>Modifications non enregistrées</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save the changes to “%1” before closing?</source>
            <translation>Enregistrer les modifications de « %1 » avant de fermer ?</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/course_editor/legend.py" line="+63" />
            <source>Selected case: Insert and Delete act on it</source>
            <translation>Case choisie : Insérer et Supprimer agissent sur elle</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The way the race runs</source>
            <translation>Le sens de la course</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Bend: its arrow shows the way</source>
            <translation>Virage : sa flèche montre le sens</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Feed zone (R)</source>
            <translation>Zone de ravitaillement (R)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Start line</source>
            <translation>Ligne de départ</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Places of the fictive start zone</source>
            <translation>Places de la zone de départ fictive</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Finish line</source>
            <translation>Ligne d’arrivée</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Finish tiles, past the line</source>
            <translation>Tuiles d’arrivée, après la ligne</translation>
        </message>
        <message>
            <location line="+4" />
            <source>A check failed: the course cannot be played</source>
            <translation>Vérification échouée : le parcours ne peut pas être joué</translation>
        </message>
        <message>
            <location line="+4" />
            <source>A warning: playable, but read why</source>
            <translation>Avertissement : jouable, mais lisez pourquoi</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/course_editor/cursor.py" line="+81" />
            <source>Case {n} of {count}</source>
            <translation>Case {n} sur {count}</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Arrow keys: the case before or after; Enter: paint it with the tool; a terrain's letter: paint it with that terrain; digits: pick a tool</source>
            <translation>Flèches : la case d'avant ou d'après ; Entrée : la peindre avec l'outil ; la lettre d'un terrain : la peindre de ce terrain ; chiffres : choisir un outil</translation>
        </message>
        <message>
            <location line="+36" />
            <source>{name} (key {digit}; letter {letter} paints it)</source>
            <translation>{name} (touche {digit} ; la lettre {letter} peint ce terrain)</translation>
        </message>
    </context>
    <context>
        <name>CourseLibrary</name>
        <message>
            <location filename="../peloton_desktop/ui/course_editor/library_dialog.py" line="+90" />
            <location line="+155" />
            <source>Course library</source>
            <translation>Bibliothèque de parcours</translation>
        </message>
        <message>
            <location line="-154" />
            <source>All track games</source>
            <translation>Tous les jeux de parcours</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;New…</source>
            <translation>&amp;Nouveau…</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+91" />
            <source>&amp;Edit</source>
            <translation>&amp;Modifier</translation>
        </message>
        <message>
            <location line="-90" />
            <source>&amp;Duplicate</source>
            <translation>&amp;Dupliquer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Import…</source>
            <translation>&amp;Importer…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>E&amp;xport…</source>
            <translation>E&amp;xporter…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Rename…</source>
            <translation>&amp;Renommer…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>De&amp;lete…</source>
            <translation>&amp;Supprimer…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Print…</source>
            <translation>Im&amp;primer…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>PD&amp;F…</source>
            <translation>PD&amp;F…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Test-ride…</source>
            <translation>&amp;Essayer en course…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Close</source>
            <translation>&amp;Fermer</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Print preview of the course sheet</source>
            <translation>Aperçu avant impression de la feuille de parcours</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Export the course sheet as PDF</source>
            <translation>Exporter la feuille de parcours en PDF</translation>
        </message>
        <message>
            <location line="+13" />
            <source>bundled, read-only</source>
            <translation>fourni, en lecture seule</translation>
        </message>
        <message>
            <location line="+2" />
            <source>your course</source>
            <translation>votre parcours</translation>
        </message>
        <message>
            <location line="+4" />
            <source>by %1</source>
            <translation>tracé par %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>unreadable</source>
            <translation>illisible</translation>
        </message>
        <message>
            <location line="+3" />
            <source>has problems</source>
            <translation>à corriger</translation>
        </message>
        <message>
            <location line="+48" />
            <source>&amp;Duplicate to edit</source>
            <translation>&amp;Dupliquer pour modifier</translation>
        </message>
        <message>
            <location line="+38" />
            <location line="+11" />
            <source>New course</source>
            <translation>Nouveau parcours</translation>
        </message>
        <message>
            <location line="-10" />
            <source>Game:</source>
            <translation>Jeu :</translation>
        </message>
        <message>
            <location line="+11" />
            <location line="+81" />
            <source>Name:</source>
            <translation>Nom :</translation>
        </message>
        <message>
            <location line="-80" />
            <source>My course</source>
            <translation>Mon parcours</translation>
        </message>
        <message>
            <location line="+28" />
            <source>%1 (copy)</source>
            <translation>%1 (copie)</translation>
        </message>
        <message>
            <location line="+6" />
            <location line="+12" />
            <source>Import a course</source>
            <translation>Importer un parcours</translation>
        </message>
        <message>
            <location line="-10" />
            <source>Courses ({patterns});;All files (*)</source>
            <translation>Parcours ({patterns});;Tous les fichiers (*)</translation>
        </message>
        <message>
            <location line="+23" />
            <source>Courses ({patterns})</source>
            <translation>Parcours ({patterns})</translation>
        </message>
        <message>
            <location line="-2" />
            <location line="+13" />
            <source>Export the course</source>
            <translation>Exporter le parcours</translation>
        </message>
        <message>
            <location line="+9" />
            <location line="+9" />
            <source>Rename the course</source>
            <translation>Renommer le parcours</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Delete the course</source>
            <translation>Supprimer le parcours</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Delete “%1” from your library? This cannot be undone.</source>
            <translation>Supprimer « %1 » de votre bibliothèque ? C’est définitif.</translation>
        </message>
    </context>
    <context>
        <name>Courses</name>
        <message>
            <location filename="../peloton_desktop/printing/sheets.py" line="+75" />
            <source>%1 course · %2 cases · race of %3 cases</source>
            <translation>Parcours de %1 · %2 cases · course de %3 cases</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Designed by %1</source>
            <translation>Tracé par %1</translation>
        </message>
        <message>
            <location line="+22" />
            <source>Print at 100 % (no “fit to page”). One case is %1 × %2 mm. Cut each page along its dashed lines and glue it over the grey strip of the page it continues.</source>
            <translation>Imprimez à 100 % (sans « ajuster à la page »). Une case mesure %1 × %2 mm. Découpez chaque page le long de ses pointillés et collez-la sur la bande grise de la page qu’elle prolonge.</translation>
        </message>
        <message>
            <location line="+22" />
            <source>Legend</source>
            <translation>Légende</translation>
        </message>
        <message>
            <location line="+42" />
            <source>Climbs</source>
            <translation>Ascensions</translation>
        </message>
        <message>
            <location line="+23" />
            <source>No climb: a flat course.</source>
            <translation>Aucune ascension : un parcours plat.</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Assembly: %1 pages</source>
            <translation>Assemblage : %1 pages</translation>
        </message>
        <message>
            <location line="+76" />
            <source>page %1 goes here</source>
            <translation>la page %1 se colle ici</translation>
        </message>
        <message>
            <location line="+38" />
            <source>%1 · page %2 of %3</source>
            <translation>%1 · page %2 sur %3</translation>
        </message>
        <message>
            <location line="+3" />
            <source>row %1, column %2</source>
            <translation>ligne %1, colonne %2</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/printing/text.py" line="+30" />
            <source>Ravitaillement (R)</source>
            <translation>Ravitaillement (R)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Summit (climber's points)</source>
            <translation>Sommet (points du grimpeur)</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/draw/track.py" line="+81" />
            <source>short climb</source>
            <translation>côte courte</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/printing/text.py" line="+8" />
            <source>HC</source>
            <comment>hors catégorie climb</comment>
            <translation>HC</translation>
        </message>
        <message>
            <location line="+1" />
            <source>cat. %1</source>
            <comment>climb category</comment>
            <translation>cat. %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>cases %1 to %2</source>
            <translation>cases %1 à %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>case %1</source>
            <translation>case %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Ravitaillement: %1</source>
            <translation>Ravitaillement : %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1: cases %2 to %3 (%4 cases)</source>
            <translation>%1 : cases %2 à %3 (%4 cases)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1: case %2</source>
            <translation>%1 : case %2</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/draw/track.py" line="-42" />
            <source>Start zone</source>
            <translation>Zone de départ</translation>
        </message>
    </context>
    <context>
        <name>FileOpen</name>
        <message>
            <location filename="../peloton_desktop/ui/shell/file_open.py" line="+96" />
            <source>Opened from {file}. Save puts a copy in your course library.</source>
            <translation>Ouvert depuis {file}. Enregistrer en met une copie dans votre bibliothèque de parcours.</translation>
        </message>
    </context>
    <context>
        <name>GameLog</name>
        <message>
            <location filename="../peloton_desktop/ui/table/game_log.py" line="+74" />
            <source>{name} had a single possible move: it was played for them.</source>
            <translation>{name} n'avait qu'un seul coup possible : il a été joué d'office.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{name}: the normal bot ran out of time and played its best move so far.</source>
            <translation>{name} : le robot normal a manqué de temps et a joué le meilleur coup trouvé jusque-là.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{name}: the strong bot ran out of time and played its best move so far.</source>
            <translation>{name} : le robot fort a manqué de temps et a joué le meilleur coup trouvé jusque-là.</translation>
        </message>
    </context>
    <context>
        <name>GamePage</name>
        <message>
            <location filename="../peloton_desktop/ui/phones/phone_table.py" line="+65" />
            <location filename="../peloton_desktop/ui/table/record_results.py" line="+29" />
            <source>human</source>
            <translation>humain</translation>
        </message>
        <message>
            <location line="+0" />
            <source>human, on a phone</source>
            <translation>humain, sur téléphone</translation>
        </message>
        <message>
            <location line="-1" />
            <location filename="../peloton_desktop/ui/table/record_results.py" line="+0" />
            <source>bot</source>
            <translation>robot</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/table/laptop.py" line="+167" />
            <source>Reviewing the game.</source>
            <translation>Revue de la partie.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Waiting for {name}.</source>
            <translation>En attente de {name}.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{name}: check your choices, then press Done.</source>
            <translation>{name} : vérifiez vos choix, puis appuyez sur Terminé.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/phones/phone_table.py" line="+224" />
            <location filename="../peloton_desktop/ui/table/laptop.py" line="+11" />
            <source>{name} is thinking…</source>
            <translation>{name} réfléchit…</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/table/laptop.py" line="+10" />
            <source>{name} is playing on their phone.</source>
            <translation>{name} joue sur son téléphone.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{name}'s phone has been offline for {time}.</source>
            <translation>Le téléphone de {name} est hors ligne depuis {time}.</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Undo: the game is over</source>
            <translation>Annuler : la partie est terminée</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Undo: the stage is over (go on first)</source>
            <translation>Annuler : l'étape est terminée (continuez d'abord)</translation>
        </message>
        <message>
            <location line="-36" />
            <source>{name}, your move.</source>
            <translation>{name}, à vous de jouer.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/phones/phone_table.py" line="+4" />
            <location filename="../peloton_desktop/ui/table/laptop.py" line="+9" />
            <source>Waiting for {names}.</source>
            <translation>En attente de : {names}.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/table/result_banner.py" line="+87" />
            <source>Final ranking:</source>
            <translation>Classement final :</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/table/game_page.py" line="+371" />
            <source>&amp;Undo</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <location line="-68" />
            <source>Take back your last move, if it revealed nothing</source>
            <translation>Reprendre votre dernier coup, s'il n'a rien révélé</translation>
        </message>
        <message>
            <location line="+22" />
            <source>The stage is over: go on when everyone has seen its result.</source>
            <translation>L'étape est finie : continuez quand tout le monde a vu son résultat.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The stage is over.</source>
            <translation>L'étape est finie.</translation>
        </message>
        <message>
            <location line="+46" />
            <source>&amp;Save…</source>
            <translation>&amp;Enregistrer…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Side &amp;panel</source>
            <translation>&amp;Panneau latéral</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pr&amp;int</source>
            <translation>I&amp;mprimer</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Print this game's sheets, or save them as PDF</source>
            <translation>Imprimer les feuilles de cette partie, ou les enregistrer en PDF</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Show or fold the players, standings and log</source>
            <translation>Afficher ou replier les joueurs, les classements et le déroulement</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Leave</source>
            <translation>&amp;Quitter la partie</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Back to the start page; the game stays saved</source>
            <translation>Retour à l'accueil ; la partie reste enregistrée</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/table/result_banner.py" line="+5" />
            <source>&amp;Review the game</source>
            <translation>&amp;Revoir la partie</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Step through the game move by move, the table as it was</source>
            <translation>Parcourir la partie coup par coup, la table telle qu'elle était</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Story of the game</source>
            <translation>&amp;Récit de la partie</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Charts move by move, and the moves where it was won</source>
            <translation>Courbes coup par coup, et les coups où tout s'est joué</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Play again</source>
            <translation>Rejouer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A new game with the same players and set-up</source>
            <translation>Une nouvelle partie avec les mêmes joueurs et la même mise en place</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Print the results</source>
            <translation>&amp;Imprimer les résultats</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/printing/page_sheets.py" line="+56" />
            <location line="+9" />
            <location filename="../peloton_desktop/ui/table/result_banner.py" line="+1" />
            <source>Print…</source>
            <translation>Imprimer…</translation>
        </message>
        <message>
            <location line="-6" />
            <location line="+9" />
            <location filename="../peloton_desktop/ui/table/result_banner.py" line="+1" />
            <source>Save as PDF…</source>
            <translation>Enregistrer en PDF…</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/table/result_banner.py" line="+1" />
            <source>Back to the start page</source>
            <translation>Retour à l'accueil</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/table/game_page.py" line="+5" />
            <source>What happened</source>
            <translation>Déroulement</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/table/laptop.py" line="+29" />
            <source>Undo: take the laptop first</source>
            <translation>Annuler : prenez d'abord l'ordinateur</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Undo: nothing to take back since a die, a card or a reveal</source>
            <translation>Annuler : rien à reprendre depuis un dé, une carte ou une révélation</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Undo: none of your moves since you took the laptop</source>
            <translation>Annuler : aucun de vos coups depuis que vous avez pris l'ordinateur</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/printing/page_sheets.py" line="-5" />
            <source>Results</source>
            <translation>Résultats</translation>
        </message>
    </context>
    <context>
        <name>GameView</name>
        <message>
            <location filename="../peloton_desktop/ui/table/game_view.py" line="+172" />
            <source>{name} wins.</source>
            <translation>{name} gagne.</translation>
        </message>
    </context>
    <context>
        <name>Handover</name>
        <message>
            <location filename="../peloton_desktop/ui/table/handover.py" line="+62" />
            <source>Pass to {name}</source>
            <translation>Passez à {name}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The others look away: your choices stay secret.</source>
            <translation>Les autres détournent le regard : vos choix restent secrets.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>I am {name}: show my game</source>
            <translation>Je suis {name} : montrer mon jeu</translation>
        </message>
        <message>
            <location line="+81" />
            <source>You are playing out of turn.</source>
            <translation>Vous jouez hors de votre tour.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Out of turn, take the laptop:</source>
            <translation>Hors tour, prenez l'ordinateur :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Out of turn:</source>
            <translation>Hors tour :</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Done: give the laptop back to {names}</source>
            <translation>Terminé : rendre l'ordinateur à {names}</translation>
        </message>
        <message>
            <location line="+38" />
            <source>{name}: take the laptop to play</source>
            <translation>{name} : prendre l'ordinateur pour jouer</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Check your choices: Undo takes the last one back.</source>
            <translation>Vérifiez vos choix : Annuler reprend le dernier.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Done: pass the laptop</source>
            <translation>&amp;Terminé : passer l'ordinateur</translation>
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <location filename="../peloton_desktop/ui/table/board_keys.py" line="+136" />
            <source>{words} (a piece of the table)</source>
            <translation>{words} (une pièce de la table)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{words} (choice {i} of {n})</source>
            <translation>{words} (choix {i} sur {n})</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The table: nothing to choose on it now</source>
            <translation>La table : rien à y choisir pour l'instant</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Arrow keys or Tab: the next choice; Enter: play it; Escape: back one step; digits: a card of your hand; H: the coach; Ctrl+Z: undo</source>
            <translation>Flèches ou Tab : le choix suivant ; Entrée : le jouer ; Échap : revenir d'une étape ; chiffres : une carte de votre main ; H : le coach ; Ctrl+Z : annuler</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/table/board_access.py" line="+72" />
            <source>A piece of the table (Shift and the arrows read them)</source>
            <translation>Une pièce de la table (Maj et les flèches les lisent)</translation>
        </message>
    </context>
    <context>
        <name>KeysHelp</name>
        <message>
            <location filename="../peloton_desktop/ui/shell/keys_help.py" line="+20" />
            <source>At the table</source>
            <translation>À la table</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Arrow keys</source>
            <translation>Flèches</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move the ring to the nearest choice on the table that way</source>
            <translation>Mènent l'anneau au choix le plus proche sur la table dans ce sens</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Shift + arrow keys</source>
            <translation>Maj + flèches</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Read every piece of the table, one by one, choice or not</source>
            <translation>Lire chaque pièce de la table, une à une, choix ou non</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Tab, Shift+Tab</source>
            <translation>Tab, Maj+Tab</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The next or previous choice: the table's, then the panel's buttons</source>
            <translation>Le choix suivant ou précédent : ceux de la table, puis les boutons du panneau</translation>
        </message>
        <message>
            <location line="+6" />
            <location line="+39" />
            <source>Home, End</source>
            <translation>Début, Fin</translation>
        </message>
        <message>
            <location line="-38" />
            <source>The first or last choice on the table</source>
            <translation>Le premier ou le dernier choix de la table</translation>
        </message>
        <message>
            <location line="+3" />
            <location line="+50" />
            <source>Enter or Space</source>
            <translation>Entrée ou Espace</translation>
        </message>
        <message>
            <location line="-49" />
            <source>Play the choice in the ring, or press the focused button</source>
            <translation>Jouer le choix dans l'anneau, ou presser le bouton qui a le focus</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+71" />
            <source>Escape</source>
            <translation>Échap</translation>
        </message>
        <message>
            <location line="-70" />
            <source>Back out of a step of the choice under way</source>
            <translation>Revenir d'une étape du choix en cours</translation>
        </message>
        <message>
            <location line="+3" />
            <location line="+48" />
            <source>1 to 9</source>
            <translation>1 à 9</translation>
        </message>
        <message>
            <location line="-47" />
            <source>Play that card of your hand (counted from the left)</source>
            <translation>Jouer cette carte de votre main (comptée depuis la gauche)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>H</source>
            <translation>H</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Ask the coach for its three best choices</source>
            <translation>Demander au coach ses trois meilleurs choix</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Ctrl+Z</source>
            <translation>Ctrl+Z</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Undo your last move, if it revealed nothing</source>
            <translation>Annuler votre dernier coup, s'il n'a rien révélé</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Between moves</source>
            <translation>Entre les coups</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Enter</source>
            <translation>Entrée</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take the laptop on the hand-over, go on after a stage</source>
            <translation>Prendre l'ordinateur au passage de main, continuer après une étape</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Left, Right</source>
            <translation>Gauche, Droite</translation>
        </message>
        <message>
            <location line="+1" />
            <source>In a finished game's review: the move before or after</source>
            <translation>Dans la revue d'une partie finie : le coup d'avant ou d'après</translation>
        </message>
        <message>
            <location line="+4" />
            <source>In the review: the start or the end of the game</source>
            <translation>Dans la revue : le début ou la fin de la partie</translation>
        </message>
        <message>
            <location line="+5" />
            <source>In the course editor</source>
            <translation>Dans l'éditeur de parcours</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Arrow keys, Home, End</source>
            <translation>Flèches, Début, Fin</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move the cursor to the case before or after, the first or last</source>
            <translation>Mener le curseur à la case d'avant ou d'après, à la première ou à la dernière</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Paint the case under the cursor with the current tool</source>
            <translation>Peindre la case sous le curseur avec l'outil choisi</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A terrain's letter</source>
            <translation>La lettre d'un terrain</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Paint the case under the cursor with that terrain</source>
            <translation>Peindre la case sous le curseur de ce terrain</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Pick a tool of the palette</source>
            <translation>Choisir un outil de la palette</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Everywhere</source>
            <translation>Partout</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Alt + underlined letter</source>
            <translation>Alt + lettre soulignée</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open a menu, press a button</source>
            <translation>Ouvrir un menu, presser un bouton</translation>
        </message>
        <message>
            <location line="+2" />
            <source>F1</source>
            <translation>F1</translation>
        </message>
        <message>
            <location line="+0" />
            <source>The rules of the games</source>
            <translation>Les règles des jeux</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Ctrl+S, Ctrl+O</source>
            <translation>Ctrl+S, Ctrl+O</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save the game, open a saved game</source>
            <translation>Enregistrer la partie, ouvrir une partie enregistrée</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Close a dialog without changing anything</source>
            <translation>Fermer une fenêtre de dialogue sans rien changer</translation>
        </message>
        <message>
            <location line="+17" />
            <source>{letter}: {terrain}</source>
            <translation>{letter} : {terrain}</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Letters in {game}</source>
            <translation>Lettres de {game}</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Playing with the keyboard</source>
            <translation>Jouer au clavier</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The keys</source>
            <translation>Les touches</translation>
        </message>
    </context>
    <context>
        <name>Legend</name>
        <message>
            <location filename="../peloton_desktop/ui/pieces/legend.py" line="+29" />
            <location line="+39" />
            <source>What the marks on the table mean.</source>
            <translation>Ce que veulent dire les marques de la table.</translation>
        </message>
        <message>
            <location line="+43" />
            <source>1st</source>
            <comment>the stage's winner</comment>
            <translation>1er</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the rider who moves now</source>
            <translation>le coureur qui joue maintenant</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the stage's winner, on the line</source>
            <translation>le vainqueur de l'étape, sur la ligne</translation>
        </message>
        <message>
            <location line="+31" />
            <source>a rider still to choose</source>
            <translation>un coureur qui doit encore choisir</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a rider who moved in the last move</source>
            <translation>un coureur qui a bougé au dernier coup</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/table/marks_key.py" line="+43" />
            <source>The marks on the table</source>
            <translation>Les marques de la table</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/pieces/road_case.py" line="+93" />
            <source>a case you can reach (click)</source>
            <translation>une case que vous pouvez atteindre (cliquez)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>where a rider just arrived</source>
            <translation>là où un coureur vient d'arriver</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the finish line</source>
            <translation>la ligne d'arrivée</translation>
        </message>
    </context>
    <context>
        <name>Lesson</name>
        <message>
            <location filename="../peloton_desktop/ui/lessons/launch.py" line="+49" />
            <location filename="../peloton_desktop/ui/lessons/plan.py" line="+27" />
            <source>You</source>
            <translation>Vous</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Rival {number}</source>
            <translation>Adversaire {number}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/lessons/menu.py" line="+45" />
            <source>&amp;Learn to play</source>
            <translation>&amp;Apprendre à jouer</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/lessons/runner.py" line="+126" />
            <source>{title} · step {step} of {count}</source>
            <translation>{title} · étape {step} sur {count}</translation>
        </message>
        <message>
            <location line="+106" />
            <source>Read this first, then click Next.</source>
            <translation>Lisez d'abord ceci, puis cliquez sur Suivant.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Not this move: the bubble shows the one to make.</source>
            <translation>Pas ce coup-là : la bulle montre celui à jouer.</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Lesson finished: {summary}</source>
            <translation>Leçon terminée : {summary}</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Next lesson: {title}. Or race on against the bots from here, or go back to the lessons.</source>
            <translation>Leçon suivante : {title}. Ou bien continuez la course contre les robots, ou revenez aux leçons.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>That was this game's last lesson: race on against the bots from here, or start a race of your own from the start page.</source>
            <translation>C'était la dernière leçon de ce jeu : continuez la course contre les robots, ou lancez votre propre course depuis la page d'accueil.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>{title} · finished</source>
            <translation>{title} · terminée</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Next</source>
            <translation>Suivant</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Next lesson</source>
            <translation>Leçon suivante</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Race on</source>
            <translation>Continuer la course</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Back to the lessons</source>
            <translation>Retour aux leçons</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/lessons/start_list.py" line="+29" />
            <location line="+8" />
            <location line="+103" />
            <source>Learn to play</source>
            <translation>Apprendre à jouer</translation>
        </message>
        <message>
            <location line="-50" />
            <source>(left at step {step} of {count})</source>
            <translation>(arrêtée à l'étape {step} sur {count})</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Finished.</source>
            <translation>Terminée.</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Resume the lesson</source>
            <translation>Reprendre la leçon</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Start the lesson</source>
            <translation>Commencer la leçon</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../peloton_desktop/ui/shell/menus.py" line="+133" />
            <source>&amp;Game</source>
            <translation>&amp;Partie</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;New game</source>
            <translation>&amp;Nouvelle partie</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{title} (not available in this version)</source>
            <translation>{title} (pas disponible dans cette version)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Open saved game…</source>
            <translation>&amp;Ouvrir une partie enregistrée…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Save game as…</source>
            <translation>&amp;Enregistrer la partie sous…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Undo last move</source>
            <translation>&amp;Annuler le dernier coup</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Leave game</source>
            <translation>&amp;Quitter la partie</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Courses</source>
            <translation>Par&amp;cours</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Course &amp;library and editor…</source>
            <translation>&amp;Bibliothèque et éditeur de parcours…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;New course…</source>
            <translation>&amp;Nouveau parcours…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Settings</source>
            <translation>&amp;Réglages</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Preferences…</source>
            <translation>&amp;Préférences…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Language</source>
            <translation>&amp;Langue</translation>
        </message>
        <message>
            <location line="+1" />
            <source>System language</source>
            <translation>Langue du système</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Help</source>
            <translation>&amp;Aide</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Rules of the games…</source>
            <translation>&amp;Règles des jeux…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Edit the assumptions…</source>
            <translation>&amp;Modifier les hypothèses…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Keys…</source>
            <translation>&amp;Touches…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;About Peloton Desktop</source>
            <translation>À &amp;propos de Peloton Desktop</translation>
        </message>
        <message>
            <location line="+1" />
            <source>About &amp;Qt</source>
            <translation>À propos de &amp;Qt</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/shell/main_window.py" line="+184" />
            <source>Open a saved game</source>
            <translation>Ouvrir une partie enregistrée</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Peloton Desktop games ({patterns});;All files (*)</source>
            <translation>Parties Peloton Desktop ({patterns});;Tous les fichiers (*)</translation>
        </message>
        <message>
            <location line="+70" />
            <source>Peloton Desktop games ({patterns})</source>
            <translation>Parties Peloton Desktop ({patterns})</translation>
        </message>
        <message>
            <location line="-2" />
            <source>Save the game</source>
            <translation>Enregistrer la partie</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Saved to {file}.</source>
            <translation>Enregistrée dans {file}.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/pieces/text.py" line="+61" />
            <source>Some files could not be read; they were set aside, not deleted, in {folders}:</source>
            <translation>Certains fichiers n'ont pas pu être lus ; ils ont été mis de côté, pas effacés, dans {folders} :</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/shell/disk_banner.py" line="+42" />
            <source>The game cannot be saved: {reason} It goes on; nothing is lost while this window stays open, and it is saved again as soon as the disk allows.</source>
            <translation>La partie ne peut pas être enregistrée : {reason} Elle continue ; rien n'est perdu tant que cette fenêtre reste ouverte, et elle sera de nouveau enregistrée dès que le disque le permettra.</translation>
        </message>
    </context>
    <context>
        <name>Messages</name>
        <message>
            <location filename="../peloton_desktop/core/messages.py" line="+25" />
            <source>The file {file} does not exist.</source>
            <translation>Le fichier {file} n'existe pas.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file {file} cannot be read: {reason}.</source>
            <translation>Le fichier {file} ne peut pas être lu : {reason}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file {file} is too large ({size} bytes, at most {limit}).</source>
            <translation>Le fichier {file} est trop gros ({size} octets, {limit} au plus).</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} is empty.</source>
            <translation>Le fichier {file} est vide.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file {file} is not a text file (binary content).</source>
            <translation>Le fichier {file} n'est pas un fichier texte (contenu binaire).</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} is not valid JSON (line {line}, column {column}).</source>
            <translation>Le fichier {file} n'est pas du JSON valide (ligne {line}, colonne {column}).</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} is nested too deeply to be read.</source>
            <translation>Le fichier {file} est trop profondément imbriqué pour être lu.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} holds a number {length} characters long: no game needs one.</source>
            <translation>Le fichier {file} contient un nombre de {length} caractères : aucun jeu n'en a besoin.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} holds “{value}”, which is not a number a game can use.</source>
            <translation>Le fichier {file} contient « {value} », qui n'est pas un nombre utilisable par un jeu.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} holds more than {limit} values: it is not one of ours.</source>
            <translation>Le fichier {file} contient plus de {limit} valeurs : ce n'est pas un des nôtres.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} holds a text longer than {limit} characters.</source>
            <translation>Le fichier {file} contient un texte de plus de {limit} caractères.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} is not a Peloton Desktop record, course or ruleset.</source>
            <translation>Le fichier {file} n'est ni une partie, ni un parcours, ni un jeu de règles de Peloton Desktop.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} was written by a newer version (format {version}); this version reads up to format {supported}.</source>
            <translation>Le fichier {file} a été écrit par une version plus récente (format {version}) ; cette version lit jusqu'au format {supported}.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The file {file} is not valid: {where}: {problem}.</source>
            <translation>Le fichier {file} n'est pas valide : {where} : {problem}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} could not be written: {reason}.</source>
            <translation>Le fichier {file} n'a pas pu être écrit : {reason}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{file} is a folder: give the name of the file to write.</source>
            <translation>{file} est un dossier : indiquez le nom du fichier à écrire.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The folder {folder} does not exist: create it first, or choose another.</source>
            <translation>Le dossier {folder} n'existe pas : créez-le d'abord, ou choisissez-en un autre.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} is a course, not a game record: open it in the course library.</source>
            <translation>Le fichier {file} est un parcours, pas une partie enregistrée : ouvrez-le dans la bibliothèque de parcours.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} is a ruleset, not a game record.</source>
            <translation>Le fichier {file} est un jeu de règles, pas une partie enregistrée.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} is a game record, not a course: give a course file or id.</source>
            <translation>Le fichier {file} est une partie enregistrée, pas un parcours : indiquez un fichier ou un identifiant de parcours.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} is a ruleset, not a course: give a course file or id.</source>
            <translation>Le fichier {file} est un jeu de règles, pas un parcours : indiquez un fichier ou un identifiant de parcours.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The record is for an unknown game “{game}”.</source>
            <translation>La partie enregistrée concerne un jeu inconnu « {game} ».</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The game “{game}” is not available in this version.</source>
            <translation>Le jeu « {game} » n'est pas disponible dans cette version.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The record is refused: replaying it took more than {seconds} seconds (stopped at action {index}).</source>
            <translation>La partie est refusée : la rejouer a pris plus de {seconds} secondes (arrêt au coup {index}).</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Step {step} of the lesson {lesson} cannot be played: {reason}</source>
            <translation>L'étape {step} de la leçon {lesson} ne peut pas être jouée : {reason}</translation>
        </message>
        <message>
            <location line="-72" />
            <source>{file}: {reason}</source>
            <translation>{file} : {reason}</translation>
        </message>
        <message>
            <location line="+75" />
            <source>Action {index} of the record ({action}) cannot be played: {reason}</source>
            <translation>L'action {index} de la partie enregistrée ({action}) ne peut pas être jouée : {reason}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The record's ruleset is for “{found}”, not for “{game}”.</source>
            <translation>Les règles de la partie enregistrée sont celles de « {found} », pas de « {game} ».</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The record names {seats} seats but its set-up is for {players} players.</source>
            <translation>La partie enregistrée compte {seats} places mais sa mise en place est pour {players} joueurs.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The value “{value}” is missing.</source>
            <translation>La valeur « {value} » manque.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>“{value}” is not a value of this game's rules.</source>
            <translation>« {value} » n'est pas une valeur des règles de ce jeu.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The value “{value}” must be a whole number, not “{found}”.</source>
            <translation>La valeur « {value} » doit être un nombre entier, pas « {found} ».</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The value “{value}” must be a number, not “{found}”.</source>
            <translation>La valeur « {value} » doit être un nombre, pas « {found} ».</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The value “{value}” must be yes or no, not “{found}”.</source>
            <translation>La valeur « {value} » doit être oui ou non, pas « {found} ».</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The value “{value}” must be a text, not “{found}”.</source>
            <translation>La valeur « {value} » doit être un texte, pas « {found} ».</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The value “{value}” must be a list, not “{found}”.</source>
            <translation>La valeur « {value} » doit être une liste, pas « {found} ».</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The value “{value}” must be a table, not “{found}”.</source>
            <translation>La valeur « {value} » doit être un tableau, pas « {found} ».</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The value “{value}” must have {expected} entries, not {found}.</source>
            <translation>La valeur « {value} » doit avoir {expected} entrées, pas {found}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The value “{value}” must be between {min} and {max}, not {found}.</source>
            <translation>La valeur « {value} » doit être comprise entre {min} et {max}, pas {found}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The value “{value}” is a reading this version plays one way only: it cannot change.</source>
            <translation>La valeur « {value} » est une lecture que cette version joue d'une seule façon : elle ne peut pas changer.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The game cannot be played with these values ({changed}): {reason}</source>
            <translation>Le jeu ne peut pas se jouer avec ces valeurs ({changed}) : {reason}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The game cannot be played with these values ({changed}): a game stopped on them.</source>
            <translation>Le jeu ne peut pas se jouer avec ces valeurs ({changed}) : une partie s'y est arrêtée.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Give the ruleset a name other than “standard”.</source>
            <translation>Donnez au jeu de règles un autre nom que « standard ».</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{game} is played by {min} to {max} players, not {count}.</source>
            <translation>{game} se joue de {min} à {max} joueurs, pas à {count}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The game set-up is not valid: {problem}.</source>
            <translation>La mise en place n'est pas valide : {problem}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game set-up is not valid: “{name}” is missing.</source>
            <translation>La mise en place de la partie n'est pas valable : « {name} » manque.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The game set-up is not valid: a value is of the wrong kind or out of range.</source>
            <translation>La mise en place de la partie n'est pas valable : une valeur n'est pas du bon type ou hors limites.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A game cannot be started from this set-up.</source>
            <translation>Aucune partie ne peut commencer avec cette mise en place.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>It is not seat {seat}'s turn to play.</source>
            <translation>Ce n'est pas au tour de la place {seat} de jouer.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This action is not allowed now.</source>
            <translation>Cette action n'est pas permise maintenant.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>There is no seat {seat} in this game.</source>
            <translation>Il n'y a pas de place {seat} dans cette partie.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Unknown game “{game}”. Known games: {known}.</source>
            <translation>Jeu inconnu « {game} ». Jeux connus : {known}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Unknown bot “{bot}”. Known bots: {known}.</source>
            <translation>Robot inconnu « {bot} ». Robots connus : {known}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bad argument: {problem}.</source>
            <translation>Argument incorrect : {problem}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game saved in {file} is not finished: it has no results yet.</source>
            <translation>La partie enregistrée dans {file} n’est pas terminée : elle n’a pas encore de résultats.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Internal error: {reason}</source>
            <translation>Erreur interne : {reason}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/courses/messages.py" line="+7" />
            <source>There is no course “{course}”.</source>
            <translation>Il n'y a pas de parcours « {course} ».</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The course “{course}” of the set-up is not valid: {where}: {problem}.</source>
            <translation>Le parcours « {course} » de la mise en place n'est pas valide : {where} : {problem}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Case {case} has an unknown terrain “{terrain}”.</source>
            <translation>La case {case} a un terrain inconnu « {terrain} ».</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The race is {count} cases long; it needs at least {minimum}.</source>
            <translation>La course fait {count} cases ; il en faut au moins {minimum}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The course has {count} cases; at most {maximum} are allowed.</source>
            <translation>Le parcours a {count} cases ; {maximum} au plus sont permises.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The start is on case {case}, outside the course (cases 1 to {count}).</source>
            <translation>Le départ est sur la case {case}, hors du parcours (cases 1 à {count}).</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The finish is on case {case}, outside the course (cases 1 to {count}).</source>
            <translation>L’arrivée est sur la case {case}, hors du parcours (cases 1 à {count}).</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A ravitaillement is on case {case}, outside the course (cases 1 to {count}).</source>
            <translation>Un ravitaillement est sur la case {case}, hors du parcours (cases 1 à {count}).</translation>
        </message>
        <message>
            <location line="+4" />
            <source>A summit is on case {case}, outside the course (cases 1 to {count}).</source>
            <translation>Un sommet est sur la case {case}, hors du parcours (cases 1 à {count}).</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Case {case} is marked twice with the same feature.</source>
            <translation>La case {case} porte deux fois la même marque.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The bundled course “{course}” cannot be changed; duplicate it to edit it.</source>
            <translation>Le parcours fourni « {course} » ne peut pas être modifié ; dupliquez-le pour le modifier.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The course “{course}” cannot be used yet: {problem}</source>
            <translation>Le parcours « {course} » n’est pas encore utilisable : {problem}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Courses of the game “{game}” are not supported.</source>
            <translation>Les parcours du jeu « {game} » ne sont pas pris en charge.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>There is no team sheet for {game}.</source>
            <translation>Il n’y a pas de feuille d’équipe pour {game}.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/courses/roads/messages.py" line="+7" />
            <source>The file {file} declares XML entities or a DTD: a GPS track never needs them, so it is not read.</source>
            <translation>Le fichier {file} déclare des entités XML ou une DTD : une trace GPS n’en a jamais besoin, il n’est donc pas lu.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The file {file} is not valid XML (line {line}, column {column}).</source>
            <translation>Le fichier {file} n’est pas du XML valide (ligne {line}, colonne {column}).</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} is not a GPX track that can be read.</source>
            <translation>Le fichier {file} n’est pas une trace GPX lisible.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} has more than {limit} points: no stage needs so many.</source>
            <translation>Le fichier {file} a plus de {limit} points : aucune étape n’en demande autant.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} holds fewer than two points: a road needs at least two.</source>
            <translation>Le fichier {file} compte moins de deux points : une route en demande au moins deux.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The track {file} has no elevation: export it with altitudes, or give a distance/elevation profile.</source>
            <translation>La trace {file} n’a pas d’altitudes : exportez-la avec les altitudes, ou donnez un profil distance/altitude.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The file {file} holds positions or altitudes no road on Earth has.</source>
            <translation>Le fichier {file} contient des positions ou des altitudes qu’aucune route sur Terre n’a.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The track {file} goes round the same road {laps} times (at most {limit}): a course is one ride along a road.</source>
            <translation>La trace {file} repasse {laps} fois sur la même route (au plus {limit}) : un parcours suit une route d’un bout à l’autre.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Line {line} of {file} is not two numbers: distance in km, then altitude in m.</source>
            <translation>La ligne {line} de {file} n’est pas faite de deux nombres : la distance en km, puis l’altitude en m.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The distances of {file} must increase from one line to the next.</source>
            <translation>Les distances de {file} doivent croître d’une ligne à la suivante.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The road of {file} is {km} km long: too short to make a course.</source>
            <translation>La route de {file} fait {km} km : trop court pour faire un parcours.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The road of {file} is {km} km long; at most {limit} km make a course.</source>
            <translation>La route de {file} fait {km} km ; un parcours en fait au plus {limit}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{km} km a case makes {count} cases; this game's course takes {minimum} to {maximum}.</source>
            <translation>{km} km par case donnent {count} cases ; un parcours de ce jeu en compte de {minimum} à {maximum}.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>“{text}” is not a threshold: give TERRAIN=GRADIENT with a terrain of the game ({terrains}), for example {example}.</source>
            <translation>« {text} » n’est pas un seuil : donnez TERRAIN=PENTE avec un terrain du jeu ({terrains}), par exemple {example}.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/courses/ride/messages.py" line="+7" />
            <source>“{game}” has no course to test-ride.</source>
            <translation>« {game} » n'a pas de parcours à essayer en course.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>“{course}” is a course of another game: a test-ride compares courses of one game.</source>
            <translation>« {course} » est un parcours d'un autre jeu : un essai en course compare des parcours d'un même jeu.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>A test-ride has 1 to {most} races and a seed of 0 or more.</source>
            <translation>Un essai compte de 1 à {most} courses et une graine de 0 ou plus.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{races} races of {players} teams, a bot at every seat.</source>
            <translation>{races} courses à {players} équipes, un bot à chaque place.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Seat {place} wins {share} % ± {margin}: too often (a fair share is {fair} %).</source>
            <translation>La place {place} gagne {share} % ± {margin} : trop souvent (la part équitable est de {fair} %).</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Seat {place} wins {share} % ± {margin}: fair (a fair share is {fair} %).</source>
            <translation>La place {place} gagne {share} % ± {margin} : équitable (la part équitable est de {fair} %).</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Seat {place} wins {share} % ± {margin}: too rarely (a fair share is {fair} %).</source>
            <translation>La place {place} gagne {share} % ± {margin} : trop rarement (la part équitable est de {fair} %).</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Starting position {place} wins {share} % ± {margin}: too often.</source>
            <translation>La position de départ {place} gagne {share} % ± {margin} : trop souvent.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Starting position {place} wins {share} % ± {margin}: fair.</source>
            <translation>La position de départ {place} gagne {share} % ± {margin} : équitable.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Starting position {place} wins {share} % ± {margin}: too rarely.</source>
            <translation>La position de départ {place} gagne {share} % ± {margin} : trop rarement.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The field first splits (it stretches {rate} cases a case there, against {flat} on the flat)</source>
            <translation>Le peloton se scinde d'abord (il s'y étire de {rate} case par case, contre {flat} sur le plat)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The field stays together until late in the race, its last climb or the last kilometre: it first splits (it stretches {rate} cases a case there, against {flat} on the flat)</source>
            <translation>Le peloton reste groupé jusque tard dans la course, sa dernière montée ou le dernier kilomètre : il se scinde d'abord (il s'y étire de {rate} case par case, contre {flat} sur le plat)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The field never splits: no climb nor the last kilometre stretches it much more than the flat ({flat} cases a case).</source>
            <translation>Le peloton ne se scinde jamais : aucune montée ni le dernier kilomètre ne l'étire beaucoup plus que le plat ({flat} case par case).</translation>
        </message>
        <message>
            <location line="+5" />
            <source>In {share} % of the races the winner made the decisive gap:</source>
            <translation>Dans {share} % des courses, le vainqueur a fait l'écart décisif :</translation>
        </message>
        <message>
            <location line="+3" />
            <source>on climb {number} (cases {first}–{last})</source>
            <translation>dans la montée {number} (cases {first} à {last})</translation>
        </message>
        <message>
            <location line="+3" />
            <source>on the flat before climb {number} (cases {first}–{last})</source>
            <translation>sur le plat avant la montée {number} (cases {first} à {last})</translation>
        </message>
        <message>
            <location line="+3" />
            <source>on the flat (cases {first}–{last})</source>
            <translation>sur le plat (cases {first} à {last})</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>in the last kilometre (the last %n case(s))</source>
            <translation>
                <numerusform>dans le dernier kilomètre (la dernière case)</numerusform>
                <numerusform>dans le dernier kilomètre (les %n dernières cases)</numerusform>
            </translation>
        </message>
        <message>
            <location line="+3" />
            <source>A race lasts {mean} turns on average ({low} to {high}).</source>
            <translation>Une course dure {mean} tours en moyenne (de {low} à {high}).</translation>
        </message>
    </context>
    <context>
        <name>NewGame</name>
        <message>
            <location filename="../peloton_desktop/ui/dialogs/new_game_dialog.py" line="+62" />
            <source>Bot (random)</source>
            <translation>Robot (hasard)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bot (easy)</source>
            <translation>Robot (facile)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bot (normal)</source>
            <translation>Robot (normal)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bot (strong)</source>
            <translation>Robot (fort)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Bot ({name})</source>
            <translation>Robot ({name})</translation>
        </message>
        <message>
            <location line="+152" />
            <location line="+81" />
            <location filename="../peloton_desktop/ui/pieces/text.py" line="-11" />
            <source>Player {number}</source>
            <translation>Joueur {number}</translation>
        </message>
        <message>
            <location line="-41" />
            <source>Two players have the same colour.</source>
            <translation>Deux joueurs ont la même couleur.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Two players have the same name.</source>
            <translation>Deux joueurs ont le même nom.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The seed must be a whole number, or left empty.</source>
            <translation>La graine doit être un nombre entier, ou rester vide.</translation>
        </message>
        <message>
            <location line="+15" />
            <source>New game</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Players:</source>
            <translation>&amp;Joueurs :</translation>
        </message>
        <message>
            <location line="+2" />
            <source>S&amp;eed:</source>
            <translation>N° de &amp;tirage :</translation>
        </message>
        <message>
            <location line="+3" />
            <source>random (type a number to replay the same deal)</source>
            <translation>au hasard (un nombre rejoue la même donne)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Seats</source>
            <translation>Places</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Rules:</source>
            <translation>&amp;Règles :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>C&amp;ompetitive game (no hints)</source>
            <translation>Partie de c&amp;ompétition (sans conseils)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The coach's hints stay off for everyone in this game</source>
            <translation>Les conseils du coach restent coupés pour tous dans cette partie</translation>
        </message>
        <message>
            <location line="+4" />
            <source>standard (the rulebook and our assumptions)</source>
            <translation>standard (la règle et nos hypothèses)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Seat {number}</source>
            <translation>Place {number}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Human</source>
            <translation>Humain</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Phone</source>
            <translation>Téléphone</translation>
        </message>
        <message>
            <location line="+2" />
            <source>This player plays on their phone's browser (a QR code)</source>
            <translation>Ce joueur joue dans le navigateur de son téléphone (un code QR)</translation>
        </message>
    </context>
    <context>
        <name>Phone</name>
        <message>
            <location filename="../peloton_desktop/phones/sheet.py" line="+62" />
            <source>Pass</source>
            <translation>Passer</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/phones/phone_table.py" line="-221" />
            <source>Your choices</source>
            <translation>Vos choix</translation>
        </message>
        <message>
            <location line="+1" />
            <source>What happened</source>
            <translation>Ce qui s'est passé</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Undo my last move</source>
            <translation>Annuler mon dernier coup</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Connection lost: reconnecting…</source>
            <translation>Connexion perdue : reconnexion…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This seat went back to the laptop: its hand is no longer shown here.</source>
            <translation>Cette place est revenue sur l'ordinateur : sa main n'est plus affichée ici.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>This game was closed on the laptop.</source>
            <translation>Cette partie a été fermée sur l'ordinateur.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Another phone took this seat.</source>
            <translation>Un autre téléphone a pris cette place.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Waiting for the host to let this phone in on the laptop.</source>
            <translation>On attend que l'hôte accepte ce téléphone sur l'ordinateur.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The table moved on: choose again.</source>
            <translation>La partie a avancé : choisissez à nouveau.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This link is not valid (any more). Ask the host for a new one.</source>
            <translation>Ce lien n'est pas (ou plus) valable. Demandez-en un nouveau à l'hôte.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Too many messages: slow down.</source>
            <translation>Trop de messages : ralentissez.</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+1" />
            <source>Message refused.</source>
            <translation>Message refusé.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The host did not let this phone in.</source>
            <translation>L'hôte n'a pas accepté ce téléphone.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>That choice is not possible now.</source>
            <translation>Ce choix n'est pas possible maintenant.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Nothing of yours to take back.</source>
            <translation>Aucun de vos coups à annuler.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sent…</source>
            <translation>Envoyé…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>tap again to confirm: it cannot be taken back</source>
            <translation>touchez encore pour confirmer : impossible de revenir en arrière</translation>
        </message>
        <message>
            <location line="+189" />
            <source>The stage is over: the table goes on from the laptop.</source>
            <translation>L'étape est finie : la partie reprend depuis l'ordinateur.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Your move.</source>
            <translation>À vous de jouer.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You may play out of turn.</source>
            <translation>Vous pouvez jouer hors de votre tour.</translation>
        </message>
    </context>
    <context>
        <name>Phones</name>
        <message>
            <location line="+31" />
            <location filename="../peloton_desktop/ui/phones/phones_dialog.py" line="+171" />
            <location line="+56" />
            <source>Phones</source>
            <translation>Téléphones</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Another device asks for {name}'s seat: {device}, at {time}. Let exactly this one in (the first one leaves)?</source>
            <translation>Un autre appareil demande la place de {name} : {device}, à {time}. Laisser entrer celui-ci seulement (le premier s'en va) ?</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/phones/phones_dialog.py" line="-55" />
            <source>The laptop cannot listen on {address}.</source>
            <translation>L'ordinateur ne peut pas écouter sur {address}.</translation>
        </message>
        <message>
            <location line="+45" />
            <source>Phone connected.</source>
            <translation>Téléphone connecté.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Waiting for the phone…</source>
            <translation>On attend le téléphone…</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>Messages refused: %n</source>
            <translation>
                <numerusform>Message refusé : %n</numerusform>
                <numerusform>Messages refusés : %n</numerusform>
            </translation>
        </message>
        <message>
            <location line="-120" />
            <source>{name}'s code</source>
            <translation>Code de {name}</translation>
        </message>
        <message>
            <location line="+109" />
            <source>Hide {name}'s code</source>
            <translation>Masquer le code de {name}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Show {name}'s code</source>
            <translation>Afficher le code de {name}</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Tick the players who play on their phone. Each in turn shows their own code and scans it with the phone's camera (or types the address into its browser), then hides it: the phone must be on the same network as this computer. No app, no account.</source>
            <translation>Cochez les joueurs qui jouent sur leur téléphone. Chacun à son tour affiche son propre code et le scanne avec l'appareil photo du téléphone (ou tape l'adresse dans son navigateur), puis le masque : le téléphone doit être sur le même réseau que cet ordinateur. Ni application, ni compte.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Listen on:</source>
            <translation>Écouter sur :</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The link is not encrypted: on this network, someone who sees a link or listens to the Wi-Fi could read that seat's hand or play for it. Use a network you trust.</source>
            <translation>Le lien n'est pas chiffré : sur ce réseau, quelqu'un qui voit un lien ou écoute le Wi-Fi pourrait lire la main de cette place ou jouer à sa place. Utilisez un réseau de confiance.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Plays on a phone</source>
            <translation>Joue sur un téléphone</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take back to the laptop</source>
            <translation>Reprendre sur l'ordinateur</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hide</source>
            <translation>Masquer</translation>
        </message>
        <message>
            <location line="+47" />
            <source>&amp;Phones…</source>
            <translation>&amp;Téléphones…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Players play from their phones' browsers</source>
            <translation>Les joueurs jouent depuis le navigateur de leur téléphone</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/phones/devices.py" line="+36" />
            <source>{browser} on {system}</source>
            <translation>{browser} sur {system}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>an unknown browser</source>
            <translation>un navigateur inconnu</translation>
        </message>
    </context>
    <context>
        <name>Pieces</name>
        <message>
            <location filename="../peloton_desktop/ui/pieces/card.py" line="+124" />
            <location line="+8" />
            <source>A card, face down</source>
            <translation>Une carte, face cachée</translation>
        </message>
        <message numerus="yes">
            <location line="+109" />
            <source>%n card(s), face down</source>
            <translation>
                <numerusform>%n carte, face cachée</numerusform>
                <numerusform>%n cartes, face cachée</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/pieces/die.py" line="+85" />
            <source>d{sides}: {value}</source>
            <translation>d{sides} : {value}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/pieces/rider.py" line="+143" />
            <source>Rider {letter}</source>
            <translation>Coureur {letter}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/pieces/track_case.py" line="+62" />
            <source>Case {n}</source>
            <translation>Case {n}</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <location filename="../peloton_desktop/ui/printing/print_document.py" line="+49" />
            <source>Print</source>
            <translation>Imprimer</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Page {page} of {total}…</source>
            <translation>Page {page} sur {total}…</translation>
        </message>
        <message>
            <location line="+48" />
            <source>Print preview — {title}</source>
            <translation>Aperçu avant impression — {title}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/printing/pdf_notice.py" line="+37" />
            <location line="+86" />
            <location filename="../peloton_desktop/ui/printing/print_document.py" line="+21" />
            <location line="+10" />
            <source>Save as PDF</source>
            <translation>Enregistrer en PDF</translation>
        </message>
        <message>
            <location line="-81" />
            <source>A4</source>
            <translation>A4</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Letter (US)</source>
            <translation>Lettre US</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A3</source>
            <translation>A3</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Paper</source>
            <translation>Papier</translation>
        </message>
        <message>
            <location line="+4" />
            <source>As suits the course</source>
            <translation>Selon le parcours</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Portrait</source>
            <translation>Portrait</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Landscape</source>
            <translation>Paysage</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Orientation</source>
            <translation>Orientation</translation>
        </message>
        <message>
            <location line="+46" />
            <source>PDF saved: {file}</source>
            <translation>PDF enregistré : {file}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the folder</source>
            <translation>Ouvrir le dossier</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/printing/print_document.py" line="-8" />
            <source>PDF documents (*.pdf)</source>
            <translation>Documents PDF (*.pdf)</translation>
        </message>
        <message numerus="yes">
            <location filename="../peloton_desktop/printing/sheets.py" line="+14" />
            <source>…and %n more</source>
            <translation>
                <numerusform>…et %n de plus</numerusform>
                <numerusform>…et %n de plus</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PrivateSetup</name>
        <message>
            <location filename="../peloton_desktop/ui/table/private_setup.py" line="+48" />
            <source>{name}: your secret choices</source>
            <translation>{name} : vos choix secrets</translation>
        </message>
        <message>
            <location line="+10" />
            <source>{name}, make your choices: the other players will not see them.</source>
            <translation>{name}, faites vos choix : les autres joueurs ne les verront pas.</translation>
        </message>
    </context>
    <context>
        <name>Race</name>
        <message>
            <location filename="../peloton_desktop/ui/pieces/race_text.py" line="+18" />
            <source>{team} wins.</source>
            <translation>{team} gagne.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{team} wins the race: {rider} takes the general classification.</source>
            <translation>{team} gagne la course : {rider} remporte le classement général.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{team} wins the race: {rider} is first over the line.</source>
            <translation>{team} gagne la course : {rider} franchit la ligne le premier.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The finish case: the line is just after it</source>
            <translation>La case d'arrivée : la ligne est juste après</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n case(s) to the line</source>
            <translation>
                <numerusform>%n case jusqu'à la ligne</numerusform>
                <numerusform>%n cases jusqu'à la ligne</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+5" />
            <source>%n of {capacity} places taken</source>
            <translation>
                <numerusform>%n place prise sur {capacity}</numerusform>
                <numerusform>%n places prises sur {capacity}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RaceCourses</name>
        <message>
            <location filename="../peloton_desktop/ui/pieces/race_courses.py" line="+131" />
            <source>{course} (by {designer})</source>
            <translation>{course} (tracée par {designer})</translation>
        </message>
        <message>
            <location line="+38" />
            <source>A course of the race cannot be read.</source>
            <translation>Un parcours de la course est illisible.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{count} stages: {names}</source>
            <translation>{count} étapes : {names}</translation>
        </message>
        <message>
            <location line="+13" />
            <source>A stage race needs at least two stages.</source>
            <translation>Une course à étapes demande au moins deux étapes.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>At most {max} stages.</source>
            <translation>Au plus {max} étapes.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The race</source>
            <translation>La course</translation>
        </message>
        <message>
            <location line="+1" />
            <source>One-day race on one course</source>
            <translation>Course d'un jour sur un parcours</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stage race: several courses, one after another</source>
            <translation>Course à étapes : plusieurs parcours à la suite</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Course:</source>
            <translation>Parcours :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stages, in order:</source>
            <translation>Étapes, dans l'ordre :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Add the course</source>
            <translation>Ajouter le parcours</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Remove</source>
            <translation>Retirer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Up</source>
            <translation>Monter</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Down</source>
            <translation>Descendre</translation>
        </message>
    </context>
    <context>
        <name>Results</name>
        <message>
            <location filename="../peloton_desktop/printing/results.py" line="+67" />
            <source>Results — {game}</source>
            <translation>Résultats — {game}</translation>
        </message>
        <message numerus="yes">
            <location line="+40" />
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n coup</numerusform>
                <numerusform>%n coups</numerusform>
            </translation>
        </message>
        <message>
            <location line="+5" />
            <source>Final ranking</source>
            <translation>Classement final</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Peloton Desktop · page {n} of {total}</source>
            <translation>Peloton Desktop · page {n} sur {total}</translation>
        </message>
        <message>
            <location line="+34" />
            <source>{title} (continued)</source>
            <translation>{title} (suite)</translation>
        </message>
        <message>
            <location line="+28" />
            <source>The story of the game</source>
            <translation>Le récit de la partie</translation>
        </message>
    </context>
    <context>
        <name>ReviewBar</name>
        <message>
            <location filename="../peloton_desktop/ui/table/review_bar.py" line="+89" />
            <source>Move {step} of {total}</source>
            <translation>Coup {step} sur {total}</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The start of the game</source>
            <translation>Le début de la partie</translation>
        </message>
        <message>
            <location line="+1" />
            <source>One move back</source>
            <translation>Un coup en arrière</translation>
        </message>
        <message>
            <location line="+1" />
            <source>One move forward</source>
            <translation>Un coup en avant</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The end of the game</source>
            <translation>La fin de la partie</translation>
        </message>
        <message>
            <location line="+4" />
            <source>S&amp;tory</source>
            <translation>Réci&amp;t</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Charts move by move, and the moves where it was won</source>
            <translation>Courbes coup par coup, et les coups où tout s'est joué</translation>
        </message>
    </context>
    <context>
        <name>RoadImport</name>
        <message>
            <location filename="../peloton_desktop/ui/course_editor/road_dialog.py" line="+141" />
            <source>Import a road: %1</source>
            <translation>Importer une route : %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Length of a case</source>
            <translation>Longueur d’une case</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 from</source>
            <translation>%1 à partir de</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open in the editor</source>
            <translation>Ouvrir dans l’éditeur</translation>
        </message>
        <message>
            <location line="+30" />
            <source>%1 km, %2 cases of %3 km</source>
            <translation>%1 km, %2 cases de %3 km</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Climb %1, summit at km %2: %3</source>
            <translation>Ascension %1, sommet au km %2 : %3</translation>
        </message>
        <message>
            <location line="+6" />
            <source>In the game:</source>
            <translation>Dans le jeu :</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/course_editor/road_import.py" line="+51" />
            <source>Import a &amp;road (GPX, profile)…</source>
            <translation>Importer une &amp;route (GPX, profil)…</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+14" />
            <source>Import a road</source>
            <translation>Importer une route</translation>
        </message>
        <message>
            <location line="-12" />
            <source>GPX tracks and elevation profiles (*.gpx *.csv)</source>
            <translation>Traces GPX et profils d’altitude (*.gpx *.csv)</translation>
        </message>
        <message>
            <location line="+35" />
            <source>Made from {file}. Save puts it in your course library.</source>
            <translation>Fait à partir de {file}. Enregistrer le met dans votre bibliothèque de parcours.</translation>
        </message>
    </context>
    <context>
        <name>RoadProfile</name>
        <message>
            <location filename="../peloton_desktop/draw/road.py" line="+58" />
            <source>%1 km at %2 %</source>
            <translation>%1 km à %2 %</translation>
        </message>
        <message>
            <location line="+8" />
            <source>HC</source>
            <comment>hors catégorie climb</comment>
            <translation>HC</translation>
        </message>
        <message>
            <location line="+94" />
            <source>under 3 %</source>
            <translation>moins de 3 %</translation>
        </message>
        <message>
            <location line="+3" />
            <source>9 % and more</source>
            <translation>9 % et plus</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/printing/road_stage.py" line="+27" />
            <source>The road: %1 km, %2 km a case</source>
            <translation>La route : %1 km, %2 km par case</translation>
        </message>
        <message>
            <location line="+17" />
            <source>The course in cases</source>
            <translation>Le parcours en cases</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../peloton_desktop/ui/dialogs/rules_dialog.py" line="+49" />
            <source>yes</source>
            <translation>oui</translation>
        </message>
        <message>
            <location line="+0" />
            <source>no</source>
            <translation>non</translation>
        </message>
        <message>
            <location line="+24" />
            <source>&lt;b&gt;{name}&lt;/b&gt;: {value} — {why}</source>
            <translation>&lt;b&gt;{name}&lt;/b&gt; : {value} — {why}</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You may change these (Edit the assumptions…):</source>
            <translation>Vous pouvez modifier celles-ci (Modifier les hypothèses…) :</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Readings this version plays one way only:</source>
            <translation>Lectures que cette version joue d'une seule façon :</translation>
        </message>
        <message>
            <location line="+85" />
            <source>standard</source>
            <translation>standard</translation>
        </message>
        <message>
            <location line="+27" />
            <source>Rules</source>
            <translation>Règles</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Edit the assumptions…</source>
            <translation>&amp;Modifier les hypothèses…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Ruleset:</source>
            <translation>Jeu de règles :</translation>
        </message>
    </context>
    <context>
        <name>RulesetEditor</name>
        <message>
            <location filename="../peloton_desktop/ui/dialogs/ruleset_editor.py" line="+132" />
            <source>standard</source>
            <translation>standard</translation>
        </message>
        <message>
            <location line="+14" />
            <source>In a ruleset file: “{key}”.</source>
            <translation>Dans un fichier de règles : « {key} ».</translation>
        </message>
        <message>
            <location line="+3" />
            <source>From {low} to {high}.</source>
            <translation>De {low} à {high}.</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Numbers you may change</source>
            <translation>Nombres que vous pouvez modifier</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Readings this version plays one way only</source>
            <translation>Lectures que cette version joue d'une seule façon</translation>
        </message>
        <message>
            <location line="+53" />
            <source>Saved “{name}”: choose it in the new-game dialog.</source>
            <translation>« {name} » enregistré : choisissez-le dans la fenêtre de nouvelle partie.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Edit the assumptions</source>
            <translation>Modifier les hypothèses</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game:</source>
            <translation>Jeu :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Start from:</source>
            <translation>Partir de :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save as:</source>
            <translation>Enregistrer sous :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a name for your ruleset</source>
            <translation>un nom pour votre jeu de règles</translation>
        </message>
        <message>
            <location line="+2" />
            <source>These values are not settled by the rulebook: we assumed them. If your box says otherwise, change them here and save them under a name; the new-game dialog then lets you play with them. A ruleset the game cannot be played with is refused, with the value at fault.</source>
            <translation>La règle ne fixe pas ces valeurs : nous les avons supposées. Si votre boîte dit autre chose, modifiez-les ici et enregistrez-les sous un nom ; la fenêtre de nouvelle partie vous permet ensuite de jouer avec. Un jeu de règles avec lequel on ne peut pas jouer est refusé, en nommant la valeur en cause.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/dialogs/ruleset_values.py" line="+41" />
            <location line="+15" />
            <source>yes</source>
            <translation>oui</translation>
        </message>
        <message>
            <location line="-15" />
            <location line="+17" />
            <source>no</source>
            <translation>non</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <location filename="../peloton_desktop/ui/dialogs/settings_dialog.py" line="+117" />
            <source>Off</source>
            <translation>Aucune</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fast</source>
            <translation>Rapides</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Normal</source>
            <translation>Normales</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slow</source>
            <translation>Lentes</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Very slow</source>
            <translation>Très lentes</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Settings</source>
            <translation>Réglages</translation>
        </message>
        <message>
            <location line="+1" />
            <source>General</source>
            <translation>Général</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Language:</source>
            <translation>&amp;Langue :</translation>
        </message>
        <message>
            <location line="+2" />
            <source>System language</source>
            <translation>Langue du système</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Animations:</source>
            <translation>&amp;Animations :</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A&amp;ppearance:</source>
            <translation>A&amp;pparence :</translation>
        </message>
        <message>
            <location line="+3" />
            <source>As the system</source>
            <translation>Comme le système</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Light</source>
            <translation>Claire</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dark</source>
            <translation>Sombre</translation>
        </message>
        <message>
            <location line="+1" />
            <source>High contrast</source>
            <translation>Contraste élevé</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Text size:</source>
            <translation>&amp;Taille du texte :</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{percent}%</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Show a hand-over screen between players at one table</source>
            <translation>Afficher un écran de passage entre les joueurs d'une même table</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Ask before a choice that cannot be taken back</source>
            <translation>Demander avant un choix sans retour possible</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Play a forced move for me when it reveals nothing</source>
            <translation>Jouer d'office un coup forcé qui ne révèle rien</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <location line="+2" />
            <location line="+2" />
            <source>Player {number}</source>
            <translation>Joueur {number}</translation>
        </message>
    </context>
    <context>
        <name>Spoken</name>
        <message>
            <location filename="../peloton_desktop/ui/table/spoken.py" line="+47" />
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <location line="+1" />
            <source>What happened</source>
            <translation>Déroulement</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Each move is said as it is played</source>
            <translation>Chaque coup est annoncé quand il est joué</translation>
        </message>
    </context>
    <context>
        <name>StageBreak</name>
        <message>
            <location filename="../peloton_desktop/ui/table/stage_break.py" line="+98" />
            <source>End of stage {n}.</source>
            <translation>Fin de l'étape {n}.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>End of stage {n}: {winner} wins it.</source>
            <translation>Fin de l'étape {n} : {winner} la remporte.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{leader} leads the general.</source>
            <translation>{leader} mène au classement général.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>&amp;Continue to stage {n}</source>
            <translation>&amp;Continuer vers l'étape {n}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>When everyone has seen the stage's result</source>
            <translation>Quand tout le monde a vu le résultat de l'étape</translation>
        </message>
    </context>
    <context>
        <name>StageSheet</name>
        <message>
            <location filename="../peloton_desktop/printing/stage_tracking.py" line="+102" />
            <source>{game} · {title} · page {n} of {total}</source>
            <translation>{game} · {title} · page {n} sur {total}</translation>
        </message>
        <message>
            <location line="+9" />
            <source>{game} · one-day race</source>
            <translation>{game} · course d'un jour</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{game} · stage race of {n} stages</source>
            <translation>{game} · course de {n} étapes</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Teams: {teams}</source>
            <translation>Équipes : {teams}</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Stage {n}</source>
            <translation>Étape {n}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The race</source>
            <translation>La course</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Designed by: ________________</source>
            <translation>Tracée par : ________________</translation>
        </message>
        <message>
            <location line="-19" />
            <source>being raced</source>
            <translation>en cours</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Result</source>
            <translation>Classement</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Stage result</source>
            <translation>Classement de l'étape</translation>
        </message>
        <message>
            <location line="+1" />
            <source>General after stage {n}</source>
            <translation>Général après l'étape {n}</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Designed by: {name}</source>
            <translation>Tracée par : {name}</translation>
        </message>
        <message>
            <location line="+79" />
            <source>s.t.</source>
            <comment>same time as the stage winner</comment>
            <translation>m.t.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Stage tracking sheet</source>
            <translation>Tableau de suivi des étapes</translation>
        </message>
        <message>
            <location line="+5" />
            <source>forward</source>
            <translation>sens direct</translation>
        </message>
        <message>
            <location line="+0" />
            <source>backward</source>
            <translation>sens inverse</translation>
        </message>
        <message>
            <location line="+1" />
            <source>start case {start} · finish line after case {finish} · {way} · {length} cases</source>
            <translation>départ case {start} · ligne d'arrivée après la case {finish} · {way} · {length} cases</translation>
        </message>
    </context>
    <context>
        <name>Standings</name>
        <message>
            <location filename="../peloton_desktop/draw/standings.py" line="+25" />
            <source>Y</source>
            <comment>letter on the yellow jersey</comment>
            <translation>J</translation>
        </message>
        <message>
            <location line="+1" />
            <source>G</source>
            <comment>letter on the green jersey</comment>
            <translation>V</translation>
        </message>
        <message>
            <location line="+1" />
            <source>P</source>
            <comment>letter on the polka-dot jersey</comment>
            <translation>M</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The race</source>
            <translation>La course</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stage {n}</source>
            <translation>Étape {n}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>General</source>
            <translation>Général</translation>
        </message>
        <message>
            <location line="+1" />
            <location filename="../peloton_desktop/ui/pieces/standings.py" line="+114" />
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Climbers</source>
            <translation>Grimpeurs</translation>
        </message>
        <message numerus="yes">
            <location line="+8" />
            <source>%n pt(s)</source>
            <translation>
                <numerusform>%n pt</numerusform>
                <numerusform>%n pts</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/pieces/standings.py" line="-2" />
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Time</source>
            <translation>Temps</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Gap</source>
            <translation>Écart</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Move</source>
            <translation>Évol.</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Leader's jersey of this classification</source>
            <translation>Maillot du leader de ce classement</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <location filename="../peloton_desktop/ui/shell/start_page.py" line="+87" />
            <source>{count} players</source>
            <translation>{count} joueurs</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{min} to {max} players</source>
            <translation>{min} à {max} joueurs</translation>
        </message>
        <message>
            <location line="+5" />
            <source>New game…</source>
            <translation>Nouvelle partie…</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+146" />
            <source>Not available in this version</source>
            <translation>Pas disponible dans cette version</translation>
        </message>
        <message>
            <location line="-51" />
            <source>Checking the saved games… {done} of {total}</source>
            <translation>Vérification des parties enregistrées… {done} sur {total}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Checking the saved games…</source>
            <translation>Vérification des parties enregistrées…</translation>
        </message>
        <message>
            <location line="+39" />
            <source>{file}: unreadable</source>
            <translation>{file} : illisible</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n coup</numerusform>
                <numerusform>%n coups</numerusform>
            </translation>
        </message>
        <message>
            <location line="+9" />
            <source>Finished: open it to review the game</source>
            <translation>Terminée : ouvrez-la pour revoir la partie</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Remove a game</source>
            <translation>Retirer une partie</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move this game to the trash?
{game}</source>
            <translation>Mettre cette partie à la corbeille ?
{game}</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Review</source>
            <translation>Revoir</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Resume a game</source>
            <translation>Reprendre une partie</translation>
        </message>
        <message>
            <location line="-12" />
            <source>Resume</source>
            <translation>Reprendre</translation>
        </message>
        <message>
            <location line="-53" />
            <source>{title} — {players}
{when} · {moves}</source>
            <translation>{title} — {players}
{when} · {moves}</translation>
        </message>
        <message>
            <location line="+63" />
            <source>Tabletop games for one table. Pick a game to start.</source>
            <translation>Des jeux de société pour une seule table. Choisissez un jeu pour commencer.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Remove</source>
            <translation>Retirer</translation>
        </message>
        <message>
            <location line="+2" />
            <source>An autosave goes to the trash; a game you saved only leaves this list (Del)</source>
            <translation>Une sauvegarde automatique va à la corbeille ; une partie que vous avez enregistrée quitte seulement cette liste (Suppr)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>No saved game yet: games are saved after every move.</source>
            <translation>Aucune partie enregistrée pour l'instant : les parties sont enregistrées après chaque coup.</translation>
        </message>
    </context>
    <context>
        <name>Story</name>
        <message>
            <location filename="../peloton_desktop/draw/story.py" line="+38" />
            <source>Each team's best rider: case reached, move by move</source>
            <translation>Meilleur coureur de chaque équipe : case atteinte, coup par coup</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Points, move by move</source>
            <translation>Points, coup par coup</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Cards left in hand, move by move (fewer is better)</source>
            <translation>Cartes en main, coup par coup (moins, c'est mieux)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move by move</source>
            <translation>Coup par coup</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/printing/results.py" line="+24" />
            <location filename="../peloton_desktop/ui/learning/story.py" line="+180" />
            <source>Move</source>
            <translation>Coup</translation>
        </message>
        <message>
            <location line="+21" />
            <location filename="../peloton_desktop/ui/learning/story.py" line="+22" />
            <source>General classification after each stage</source>
            <translation>Classement général après chaque étape</translation>
        </message>
        <message>
            <location line="+1" />
            <location filename="../peloton_desktop/ui/learning/story.py" line="+14" />
            <source>Stage</source>
            <translation>Étape</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Where it was won</source>
            <translation>Où tout s'est joué</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/learning/story.py" line="-43" />
            <source>Turning point</source>
            <translation>Tournant</translation>
        </message>
        <message>
            <location line="+48" />
            <source>Seconds behind the leader</source>
            <translation>Secondes de retard sur le premier</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Points behind the leader</source>
            <translation>Points de retard sur le premier</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Best rider's place</source>
            <translation>Place du meilleur coureur</translation>
        </message>
        <message>
            <location line="+50" />
            <source>The story of the game</source>
            <translation>Le récit de la partie</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Close the story</source>
            <translation>Fermer le récit</translation>
        </message>
        <message>
            <location line="+2" />
            <source>How {winner} won: the game move by move.</source>
            <translation>Comment {winner} a gagné : la partie coup par coup.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Where it was won (click to see the move)</source>
            <translation>Où tout s'est joué (cliquez pour voir le coup)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The strong bot replays the game… %p%</source>
            <translation>Le robot fort rejoue la partie… %p%</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Places</source>
            <translation>Places</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Gaps</source>
            <translation>Écarts</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Each team's best place, or its best rider's gap to the leader</source>
            <translation>La meilleure place de chaque équipe, ou l'écart de son meilleur coureur sur le premier</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Show this move in the review</source>
            <translation>Voir ce coup dans la revue</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/learning/story_text.py" line="+23" />
            <source>Case {before} → {after}.</source>
            <translation>Case {before} → {after}.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Points {before} → {after}.</source>
            <translation>Points {before} → {after}.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Cards left {before} → {after}.</source>
            <translation>Cartes en main {before} → {after}.</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Move {step}, {player}:</source>
            <translation>Coup {step}, {player} :</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{winner}'s chance went from {before} % to {after} %.</source>
            <translation>Les chances de {winner} passent de {before} % à {after} %.</translation>
        </message>
    </context>
    <context>
        <name>TestRide</name>
        <message>
            <location filename="../peloton_desktop/ui/test_ride/ask.py" line="+32" />
            <source>Easy (the heuristic)</source>
            <translation>Facile (l'heuristique)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Normal (a search)</source>
            <translation>Normal (une recherche)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Strong (a longer search)</source>
            <translation>Fort (une recherche plus longue)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Random</source>
            <translation>Au hasard</translation>
        </message>
        <message numerus="yes">
            <location line="+7" />
            <source>about %n hour(s)</source>
            <translation>
                <numerusform>environ %n heure</numerusform>
                <numerusform>environ %n heures</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>about %n minute(s)</source>
            <translation>
                <numerusform>environ %n minute</numerusform>
                <numerusform>environ %n minutes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>about %n second(s)</source>
            <translation>
                <numerusform>environ %n seconde</numerusform>
                <numerusform>environ %n secondes</numerusform>
            </translation>
        </message>
        <message>
            <location line="+61" />
            <source>Test-ride “%1”</source>
            <translation>Essayer « %1 » en course</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Races</source>
            <translation>&amp;Courses</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Teams at the table</source>
            <translation>É&amp;quipes à la table</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Bots</source>
            <translation>&amp;Bots</translation>
        </message>
        <message>
            <location line="+1" />
            <source>R&amp;uleset</source>
            <translation>&amp;Règles</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Ride</source>
            <translation>&amp;Courir</translation>
        </message>
        <message numerus="yes">
            <location line="+10" />
            <source>On %n core(s) of this computer: %1.</source>
            <translation>
                <numerusform>Sur %n cœur de cet ordinateur : %1.</numerusform>
                <numerusform>Sur %n cœurs de cet ordinateur : %1.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/test_ride/charts.py" line="+57" />
            <source>Climb %1</source>
            <translation>Montée %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Last km</source>
            <translation>Dernier km</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Flat %1</source>
            <translation>Plat %1</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Wins by seat (%, with a 95 % interval)</source>
            <translation>Victoires par place (%, intervalle à 95 %)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Wins by starting position (%, 95 % interval)</source>
            <translation>Victoires par position de départ (%, intervalle à 95 %)</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Spread of the field (cases, first to last rider)</source>
            <translation>Étirement du peloton (cases, du premier au dernier coureur)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Case of the race reached by the leader</source>
            <translation>Case de la course atteinte par la tête</translation>
        </message>
        <message>
            <location line="+55" />
            <source>Where the winner went clear (% of races)</source>
            <translation>Où le vainqueur s'est détaché (% des courses)</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Races by length (turns)</source>
            <translation>Courses par durée (tours)</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/test_ride/pane.py" line="+27" />
            <source>%1: %2</source>
            <translation>%1 : %2</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/test_ride/start.py" line="+35" />
            <location filename="../peloton_desktop/ui/test_ride/window.py" line="+194" />
            <location line="+14" />
            <location line="+4" />
            <source>Test-ride</source>
            <translation>Essai en course</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/test_ride/window.py" line="-96" />
            <source>Test-ride — %1</source>
            <translation>Essai en course — %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Cancel</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Print…</source>
            <translation>&amp;Imprimer…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Export as &amp;CSV…</source>
            <translation>Exporter en &amp;CSV…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>C&amp;ompare with</source>
            <translation>C&amp;omparer avec</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Ride a saved course of the same game with these settings, beside this ride</source>
            <translation>Essayer en course un parcours enregistré du même jeu avec ces réglages, à côté de cet essai</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The ride before</source>
            <translation>L'essai précédent</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This ride: %1</source>
            <translation>Cet essai : %1</translation>
        </message>
        <message>
            <location line="+38" />
            <source>A course &amp;file…</source>
            <translation>Un &amp;fichier de parcours…</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Compare with a course file</source>
            <translation>Comparer avec un fichier de parcours</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Courses ({patterns})</source>
            <translation>Parcours ({patterns})</translation>
        </message>
        <message>
            <location line="+43" />
            <source>%1 of %2 races ridden…</source>
            <translation>%1 courses sur %2 courues…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Cancelled after %1 of %2 races (%3 s).</source>
            <translation>Annulé après %1 courses sur %2 (%3 s).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 of %2 races ridden in %3 s.</source>
            <translation>%1 courses sur %2 courues en %3 s.</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Export the test-ride</source>
            <translation>Exporter l'essai en course</translation>
        </message>
        <message>
            <location line="+2" />
            <source>CSV files (*.csv)</source>
            <translation>Fichiers CSV (*.csv)</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/test_ride/compare.py" line="+63" />
            <source>Compared: %1 (%2 of %3 races ridden…)</source>
            <translation>Comparé : %1 (%2 courses sur %3 courues…)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Compared: %1 (%2 of %3 races)</source>
            <translation>Comparé : %1 (%2 courses sur %3)</translation>
        </message>
    </context>
</TS>
