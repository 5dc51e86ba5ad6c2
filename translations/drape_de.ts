<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>drape::app::AirPanel</name>
    <message>
        <source>Change turbulence</source>
        <translation>Turbulenz ändern</translation>
    </message>
    <message>
        <source>Change gust seed</source>
        <translation>Böen-Startwert ändern</translation>
    </message>
    <message>
        <source>Change air density</source>
        <translation>Luftdichte ändern</translation>
    </message>
    <message>
        <source>Change drag coefficient</source>
        <translation>Widerstandsbeiwert ändern</translation>
    </message>
    <message>
        <source>Turn air on</source>
        <translation>Luft einschalten</translation>
    </message>
    <message>
        <source>Turn air off</source>
        <translation>Luft ausschalten</translation>
    </message>
    <message>
        <source>Change wind</source>
        <translation>Wind ändern</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>Luft</translation>
    </message>
    <message>
        <source>Air (drag and wind)</source>
        <translation>Luft (Widerstand und Wind)</translation>
    </message>
    <message>
        <source>Air drags on the cloth&apos;s triangles and carries the wind. Without it the cloth moves as in a vacuum.</source>
        <translation>Die Luft bremst die Dreiecke des Stoffs und trägt den Wind. Ohne sie bewegt sich der Stoff wie im Vakuum.</translation>
    </message>
    <message>
        <source>Wind speed (m/s)</source>
        <translation>Windgeschwindigkeit (m/s)</translation>
    </message>
    <message>
        <source>Wind azimuth (°)</source>
        <translation>Windrichtung, Azimut (°)</translation>
    </message>
    <message>
        <source>Wind elevation (°)</source>
        <translation>Windrichtung, Höhe (°)</translation>
    </message>
    <message>
        <source>Wind x, y, z</source>
        <translation>Wind x, y, z</translation>
    </message>
    <message>
        <source>Turbulence (%)</source>
        <translation>Turbulenz (%)</translation>
    </message>
    <message>
        <source>Gust seed</source>
        <translation>Böen-Startwert</translation>
    </message>
    <message>
        <source>Air density (kg/m³)</source>
        <translation>Luftdichte (kg/m³)</translation>
    </message>
    <message>
        <source>Drag coefficient</source>
        <translation>Widerstandsbeiwert</translation>
    </message>
    <message>
        <source>Mean wind speed; 0 leaves still air, which still drags on a moving cloth. The viewport draws the wind as an arrow.</source>
        <translation>Mittlere Windgeschwindigkeit; 0 lässt ruhende Luft, die einen bewegten Stoff trotzdem bremst. Die Ansicht zeigt den Wind als Pfeil.</translation>
    </message>
    <message>
        <source>Where the wind blows to, in the ground plane: 0° along +x, 90° along +z, 180° along -x, -90° along -z.</source>
        <translation>Wohin der Wind in der Bodenebene weht: 0° entlang +x, 90° entlang +z, 180° entlang -x, -90° entlang -z.</translation>
    </message>
    <message>
        <source>How steeply the wind blows upwards (positive) or downwards (negative).</source>
        <translation>Wie steil der Wind nach oben (positiv) oder nach unten (negativ) weht.</translation>
    </message>
    <message>
        <source>Gusts, as a percentage of the wind speed; they change about every half second and travel with the wind.</source>
        <translation>Böen in Prozent der Windgeschwindigkeit; sie ändern sich etwa jede halbe Sekunde und ziehen mit dem Wind.</translation>
    </message>
    <message>
        <source>The gusts repeat exactly for the same seed; change it for other gusts.</source>
        <translation>Mit demselben Startwert wiederholen sich die Böen genau; ändern Sie ihn für andere Böen.</translation>
    </message>
    <message>
        <source>Density of the air; 1.2 kg/m³ at sea level.</source>
        <translation>Dichte der Luft; 1,2 kg/m³ auf Meereshöhe.</translation>
    </message>
    <message>
        <source>Drag coefficient of the cloth&apos;s triangles facing the flow; 1 is a flat plate.</source>
        <translation>Widerstandsbeiwert der Dreiecke des Stoffs, die der Strömung zugewandt sind; 1 entspricht einer flachen Platte.</translation>
    </message>
    <message>
        <source>%1, %2, %3 m/s</source>
        <translation>%1; %2; %3 m/s</translation>
    </message>
</context>
<context>
    <name>drape::app::BakeController</name>
    <message>
        <source>Nothing has been baked yet.</source>
        <translation>Es wurde noch nichts gebacken.</translation>
    </message>
    <message>
        <source>Frame %1 is outside the baked frames.</source>
        <translation>Bild %1 liegt außerhalb der gebackenen Bilder.</translation>
    </message>
    <message>
        <source>The grid, pins, frame rate or backend changed since the bake: the cloth restarts at rest, so only a re-bake from frame 0 can follow.</source>
        <translation>Raster, Fixierungen, Bildrate oder Backend haben sich seit dem Backen geändert: Der Stoff beginnt wieder in Ruhelage, daher ist nur ein erneutes Backen ab Bild 0 möglich.</translation>
    </message>
    <message>
        <source>The bake stopped: %1. Nothing new was kept.</source>
        <translation>Das Backen wurde abgebrochen: %1. Es wurde nichts Neues übernommen.</translation>
    </message>
    <message>
        <source>The bake failed: %1</source>
        <translation>Das Backen ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Baking %1 frames…</source>
        <translation>%1 Bilder werden gebacken…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Bake</source>
        <translation>Backen</translation>
    </message>
    <message>
        <source>Bake failed</source>
        <translation>Backen fehlgeschlagen</translation>
    </message>
    <message>
        <source>A bake is already running.</source>
        <translation>Es läuft bereits ein Backvorgang.</translation>
    </message>
    <message>
        <source>Cannot bake: %1</source>
        <translation>Backen nicht möglich: %1</translation>
    </message>
</context>
<context>
    <name>drape::app::ClothMeshImport</name>
    <message>
        <source>Meshes (*.obj *.ply *.gltf *.glb *.fbx *.stl);;All files (*)</source>
        <translation>Netze (*.obj *.ply *.gltf *.glb *.fbx *.stl);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>drape::app::ClothPanel</name>
    <message>
        <source>Change spacing</source>
        <translation>Abstand ändern</translation>
    </message>
    <message>
        <source>Change particle mass</source>
        <translation>Partikelmasse ändern</translation>
    </message>
    <message>
        <source>Change columns</source>
        <translation>Spaltenzahl ändern</translation>
    </message>
    <message>
        <source>Change rows</source>
        <translation>Zeilenzahl ändern</translation>
    </message>
    <message>
        <source>Change placement</source>
        <translation>Lage ändern</translation>
    </message>
    <message>
        <source>Move cloth origin</source>
        <translation>Stoffursprung verschieben</translation>
    </message>
    <message>
        <source>Cloth</source>
        <translation>Stoff</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Spacing (m)</source>
        <translation>Abstand (m)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Lage</translation>
    </message>
    <message>
        <source>Origin x, y, z (m)</source>
        <translation>Ursprung x, y, z (m)</translation>
    </message>
    <message>
        <source>Particle mass (g)</source>
        <translation>Partikelmasse (g)</translation>
    </message>
    <message>
        <source>Total mass</source>
        <translation>Gesamtmasse</translation>
    </message>
    <message>
        <source>Areal density</source>
        <translation>Flächendichte</translation>
    </message>
    <message>
        <source>Changing it restarts the cloth at rest.</source>
        <translation>Eine Änderung setzt den Stoff in die Ruhelage zurück.</translation>
    </message>
    <message>
        <source>Particles along the cloth&apos;s width. Pins beyond the new width are removed.</source>
        <translation>Partikel über die Breite des Stoffs. Fixierungen außerhalb der neuen Breite werden entfernt.</translation>
    </message>
    <message>
        <source>Particles along the cloth&apos;s height. Pins beyond the new height are removed.</source>
        <translation>Partikel über die Höhe des Stoffs. Fixierungen außerhalb der neuen Höhe werden entfernt.</translation>
    </message>
    <message>
        <source>Rest distance between neighbouring particles.</source>
        <translation>Ruheabstand zwischen benachbarten Partikeln.</translation>
    </message>
    <message>
        <source>How the cloth starts: hanging in the x-y plane or lying flat in the x-z plane.</source>
        <translation>Wie der Stoff beginnt: hängend in der x-y-Ebene oder flach liegend in der x-z-Ebene.</translation>
    </message>
    <message>
        <source>Rest position of the first particle (the top-left corner).</source>
        <translation>Ruheposition des ersten Partikels (der linken oberen Ecke).</translation>
    </message>
    <message>
        <source>Mass of each particle; the total mass and areal density follow from it.</source>
        <translation>Masse jedes Partikels; Gesamtmasse und Flächendichte ergeben sich daraus.</translation>
    </message>
    <message>
        <source>Hanging</source>
        <translation>Hängend</translation>
    </message>
    <message>
        <source>Lying flat</source>
        <translation>Flach liegend</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <source>The scene file sets its own axes.</source>
        <translation>Die Szenendatei legt eigene Achsen fest.</translation>
    </message>
    <message>
        <source>%1 m × %2 m</source>
        <translation>%1 m × %2 m</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <source>%1 kg/m²</source>
        <translation>%1 kg/m²</translation>
    </message>
    <message>
        <source>Silk</source>
        <translation>Seide</translation>
    </message>
    <message>
        <source>Cotton</source>
        <translation>Baumwolle</translation>
    </message>
    <message>
        <source>Denim</source>
        <translation>Denim</translation>
    </message>
    <message>
        <source>Leather</source>
        <translation>Leder</translation>
    </message>
    <message>
        <source>Canvas</source>
        <translation>Segeltuch</translation>
    </message>
    <message>
        <source>Rubber</source>
        <translation>Gummi</translation>
    </message>
    <message>
        <source>Use per-spring values</source>
        <translation>Werte je Feder verwenden</translation>
    </message>
    <message>
        <source>Use custom material</source>
        <translation>Eigenes Material verwenden</translation>
    </message>
    <message>
        <source>Use material %1</source>
        <translation>Material %1 verwenden</translation>
    </message>
    <message>
        <source>Change material</source>
        <translation>Material ändern</translation>
    </message>
    <message>
        <source>Material</source>
        <translation>Material</translation>
    </message>
    <message>
        <source>Areal density (g/m²)</source>
        <translation>Flächengewicht (g/m²)</translation>
    </message>
    <message>
        <source>Stretch (N/m)</source>
        <translation>Dehnsteifigkeit (N/m)</translation>
    </message>
    <message>
        <source>Shear (N/m)</source>
        <translation>Schubsteifigkeit (N/m)</translation>
    </message>
    <message>
        <source>Bending (N·m)</source>
        <translation>Biegesteifigkeit (N·m)</translation>
    </message>
    <message>
        <source>Custom (per-spring values)</source>
        <translation>Benutzerdefiniert (Werte je Feder)</translation>
    </message>
    <message>
        <source>Custom (physical units)</source>
        <translation>Benutzerdefiniert (physikalische Einheiten)</translation>
    </message>
    <message>
        <source>A material gives the cloth&apos;s weight and stiffness in physical units, so the cloth behaves the same at any resolution; it sets the particle mass and the spring stiffness. Per-spring values take the particle mass and the springs as they are.</source>
        <translation>Ein Material gibt Gewicht und Steifigkeit des Stoffs in physikalischen Einheiten an, sodass sich der Stoff bei jeder Auflösung gleich verhält; es legt die Partikelmasse und die Federsteifigkeit fest. Werte je Feder übernehmen Partikelmasse und Federn, wie sie sind.</translation>
    </message>
    <message>
        <source>Choose a material, or Custom (physical units), to edit it. Shown: the value that gives the per-spring values.</source>
        <translation>Wählen Sie ein Material oder „Benutzerdefiniert (physikalische Einheiten)“, um den Wert zu bearbeiten. Angezeigt wird der Wert, der die Werte je Feder ergibt.</translation>
    </message>
    <message>
        <source>Mass per square metre of fabric, in grams (the file stores kg/m²).</source>
        <translation>Masse je Quadratmeter Stoff in Gramm (die Datei speichert kg/m²).</translation>
    </message>
    <message>
        <source>Membrane tension per unit strain when pulled along a grid axis.</source>
        <translation>Membranspannung je Einheitsdehnung bei Zug entlang einer Gitterachse.</translation>
    </message>
    <message>
        <source>Membrane shear modulus: resistance to shearing.</source>
        <translation>Schubmodul der Membran: Widerstand gegen Scherung.</translation>
    </message>
    <message>
        <source>Bending rigidity. Typed in scientific notation, e.g. 1e-5; the arrows step through 1, 2, 5 × 10ⁿ.</source>
        <translation>Biegesteifigkeit. Eingabe in wissenschaftlicher Schreibweise, z. B. 1e-5; die Pfeile schalten in Schritten 1, 2, 5 × 10ⁿ.</translation>
    </message>
    <message>
        <source>Set by the material: areal density × area / particles.</source>
        <translation>Vom Material festgelegt: Flächengewicht × Fläche / Partikelzahl.</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>Grid of %1 × %2 particles</source>
        <translation>Gitter aus %1 × %2 Partikeln</translation>
    </message>
    <message>
        <source>File ▸ Import Cloth Mesh… makes the cloth from a mesh file instead.</source>
        <translation>Datei ▸ Stoffnetz importieren… macht den Stoff stattdessen aus einer Netzdatei.</translation>
    </message>
    <message>
        <source>Mesh %1: %2 particles, %3 triangles</source>
        <translation>Netz %1: %2 Partikel, %3 Dreiecke</translation>
    </message>
    <message>
        <source>The grid&apos;s size, spacing, origin and placement do not apply to a mesh.</source>
        <translation>Größe, Abstand, Ursprung und Lage des Gitters gelten nicht für ein Netz.</translation>
    </message>
    <message>
        <source>A mesh cloth takes its mass and stiffness from a material.</source>
        <translation>Ein Netzstoff nimmt Masse und Steifigkeit aus einem Material.</translation>
    </message>
</context>
<context>
    <name>drape::app::CollidersPanel</name>
    <message>
        <source>Import Mesh Collider</source>
        <translation>Mesh-Kollider importieren</translation>
    </message>
    <message>
        <source>Rename collider</source>
        <translation>Kollider umbenennen</translation>
    </message>
    <message>
        <source>Replace Collider Mesh</source>
        <translation>Kollider-Mesh ersetzen</translation>
    </message>
    <message>
        <source>Change collider resolution</source>
        <translation>Kollider-Auflösung ändern</translation>
    </message>
    <message>
        <source>Change collider</source>
        <translation>Kollider ändern</translation>
    </message>
    <message>
        <source>Move collider</source>
        <translation>Kollider verschieben</translation>
    </message>
    <message>
        <source>Rotate collider</source>
        <translation>Kollider drehen</translation>
    </message>
    <message>
        <source>Resize collider</source>
        <translation>Kollidergröße ändern</translation>
    </message>
    <message>
        <source>Plane</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>Sphere</source>
        <translation>Kugel</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Quader</translation>
    </message>
    <message>
        <source>Capsule</source>
        <translation>Kapsel</translation>
    </message>
    <message>
        <source>Mesh</source>
        <translation>Mesh</translation>
    </message>
    <message>
        <source>Add plane collider</source>
        <translation>Ebenen-Kollider hinzufügen</translation>
    </message>
    <message>
        <source>Add sphere collider</source>
        <translation>Kugel-Kollider hinzufügen</translation>
    </message>
    <message>
        <source>Add box collider</source>
        <translation>Quader-Kollider hinzufügen</translation>
    </message>
    <message>
        <source>Add capsule collider</source>
        <translation>Kapsel-Kollider hinzufügen</translation>
    </message>
    <message>
        <source>Add mesh collider</source>
        <translation>Mesh-Kollider hinzufügen</translation>
    </message>
    <message>
        <source>Cannot use this mesh: %1</source>
        <translation>Dieses Mesh kann nicht verwendet werden: %1</translation>
    </message>
    <message>
        <source>Replace collider mesh</source>
        <translation>Kollider-Mesh ersetzen</translation>
    </message>
    <message>
        <source>Meshes (*.obj *.gltf *.glb *.fbx *.stl *.ply);;All files (*)</source>
        <translation>Meshes (*.obj *.gltf *.glb *.fbx *.stl *.ply);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Duplicate collider</source>
        <translation>Kollider duplizieren</translation>
    </message>
    <message>
        <source>Remove collider</source>
        <translation>Kollider entfernen</translation>
    </message>
    <message>
        <source>Colliders</source>
        <translation>Kollider</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a collider: a shape the cloth cannot pass through.</source>
        <translation>Einen Kollider hinzufügen: eine Form, die der Stoff nicht durchdringen kann.</translation>
    </message>
    <message>
        <source>Mesh…</source>
        <translation>Mesh…</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Add a copy of the selected collider beside it (Ctrl+D).</source>
        <translation>Eine Kopie des gewählten Kolliders daneben hinzufügen (Strg+D).</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected collider (Delete).</source>
        <translation>Den gewählten Kollider entfernen (Entf).</translation>
    </message>
    <message>
        <source>Select a collider in the list or click one in the view to edit it.</source>
        <translation>Wählen Sie einen Kollider in der Liste oder klicken Sie ihn in der Ansicht an, um ihn zu bearbeiten.</translation>
    </message>
    <message>
        <source>Position x, y, z (m)</source>
        <translation>Position x, y, z (m)</translation>
    </message>
    <message>
        <source>Rotation x, y, z (°)</source>
        <translation>Drehung x, y, z (°)</translation>
    </message>
    <message>
        <source>Radius (m)</source>
        <translation>Radius (m)</translation>
    </message>
    <message>
        <source>Half length (m)</source>
        <translation>Halbe Länge (m)</translation>
    </message>
    <message>
        <source>Half size x, y, z (m)</source>
        <translation>Halbe Größe x, y, z (m)</translation>
    </message>
    <message>
        <source>Mesh file</source>
        <translation>Mesh-Datei</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>Resolution (cells)</source>
        <translation>Auflösung (Zellen)</translation>
    </message>
    <message>
        <source>Thickness (mm)</source>
        <translation>Dicke (mm)</translation>
    </message>
    <message>
        <source>Friction</source>
        <translation>Reibung</translation>
    </message>
    <message>
        <source>Replace…</source>
        <translation>Ersetzen…</translation>
    </message>
    <message>
        <source>Centre of the shape; for a plane a point on it, for a mesh where its origin goes.</source>
        <translation>Mittelpunkt der Form; bei einer Ebene ein Punkt auf ihr, bei einem Mesh die Lage seines Ursprungs.</translation>
    </message>
    <message>
        <source>Turns about the world&apos;s x, then y, then z axis, in degrees.</source>
        <translation>Drehungen um die x-, dann y-, dann z-Achse der Welt, in Grad.</translation>
    </message>
    <message>
        <source>Half the length of the capsule&apos;s axis, without its round ends.</source>
        <translation>Halbe Länge der Kapselachse, ohne die runden Enden.</translation>
    </message>
    <message>
        <source>Half the box&apos;s size along its own axes: 0.5 m makes a 1 m box.</source>
        <translation>Halbe Größe des Quaders entlang seiner eigenen Achsen: 0,5 m ergibt einen 1-m-Quader.</translation>
    </message>
    <message>
        <source>Scales the mesh file&apos;s units to metres (0.01 for a file in centimetres).</source>
        <translation>Rechnet die Einheiten der Mesh-Datei in Meter um (0,01 für eine Datei in Zentimetern).</translation>
    </message>
    <message>
        <source>Distance-field cells along the mesh&apos;s longest side: more follows the shape more closely, and takes longer to prepare.</source>
        <translation>Zellen des Distanzfelds entlang der längsten Seite des Meshes: Mehr Zellen folgen der Form genauer und brauchen länger zur Vorbereitung.</translation>
    </message>
    <message>
        <source>How far the cloth keeps from the surface, in millimetres.</source>
        <translation>Abstand, den der Stoff zur Oberfläche hält, in Millimetern.</translation>
    </message>
    <message>
        <source>Coulomb friction coefficient: 0 slides freely, about 1 grips.</source>
        <translation>Coulomb-Reibungskoeffizient: 0 gleitet frei, etwa 1 haftet.</translation>
    </message>
    <message>
        <source>A scene can have at most %1 colliders: remove one to add another.</source>
        <translation>Eine Szene kann höchstens %1 Kollider haben: Entfernen Sie einen, um einen weiteren hinzuzufügen.</translation>
    </message>
    <message>
        <source>A scene can have at most %1 mesh colliders: remove one to add another.</source>
        <translation>Eine Szene kann höchstens %1 Mesh-Kollider haben: Entfernen Sie einen, um einen weiteren hinzuzufügen.</translation>
    </message>
    <message>
        <source>Type a new name for the selected collider (F2).</source>
        <translation>Einen neuen Namen für den gewählten Kollider eingeben (F2).</translation>
    </message>
    <message>
        <source>Locate Collider Mesh</source>
        <translation>Kollider-Mesh suchen</translation>
    </message>
    <message>
        <source>Locate collider mesh</source>
        <translation>Kollider-Mesh suchen</translation>
    </message>
    <message>
        <source>Locate…</source>
        <translation>Suchen…</translation>
    </message>
    <message>
        <source>Find the missing mesh file of the selected collider: choose where it is now.</source>
        <translation>Die fehlende Mesh-Datei des ausgewählten Kolliders finden: wählen Sie, wo sie jetzt liegt.</translation>
    </message>
    <message>
        <source>%1 (missing)</source>
        <translation>%1 (fehlt)</translation>
    </message>
    <message>
        <source>On a keyed collider: its pose at the frame on show; an edit sets the key at that frame.</source>
        <translation>Bei einem Kollisionsobjekt mit Schlüsseln: seine Lage im gezeigten Frame; eine Änderung setzt den Schlüssel in diesem Frame.</translation>
    </message>
    <message>
        <source>Change key interpolation</source>
        <translation>Interpolation der Schlüssel ändern</translation>
    </message>
    <message>
        <source>Set key at frame %1</source>
        <translation>Schlüssel in Frame %1 setzen</translation>
    </message>
    <message>
        <source>Delete key at frame %1</source>
        <translation>Schlüssel in Frame %1 löschen</translation>
    </message>
    <message>
        <source>Still</source>
        <translation>Unbewegt</translation>
    </message>
    <message>
        <source>One key, at frame %1</source>
        <translation>Ein Schlüssel, in Frame %1</translation>
    </message>
    <message>
        <source>%1 keys, frames %2 to %3</source>
        <translation>%1 Schlüssel, Frames %2 bis %3</translation>
    </message>
    <message>
        <source>Motion</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Smooth</source>
        <translation>Weich</translation>
    </message>
    <message>
        <source>Linear</source>
        <translation>Linear</translation>
    </message>
    <message>
        <source>How a keyed collider goes from key to key: smooth (easing in and out) or linear (at constant speed).</source>
        <translation>Wie ein Kollisionsobjekt von Schlüssel zu Schlüssel läuft: weich (sanft an- und auslaufend) oder linear (mit gleicher Geschwindigkeit).</translation>
    </message>
</context>
<context>
    <name>drape::app::EditorCommandLine</name>
    <message>
        <source>Drape: cloth authoring</source>
        <translation>Drape: Stoffsimulationen gestalten</translation>
    </message>
    <message>
        <source>Scene file to open (.drape).</source>
        <translation>Zu öffnende Szenendatei (.drape).</translation>
    </message>
    <message>
        <source>Play N frames as fast as possible, print the frame rate, then quit.</source>
        <translation>N Bilder so schnell wie möglich abspielen, die Bildrate ausgeben, dann beenden.</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE, then quit.</source>
        <translation>Ein Bild des Fensters in DATEI speichern, dann beenden.</translation>
    </message>
    <message>
        <source>Start with the strain heat-map on (View &gt; Strain Heat-Map).</source>
        <translation>Mit eingeschalteter Dehnungs-Heatmap starten (Ansicht &gt; Dehnungs-Heatmap).</translation>
    </message>
    <message>
        <source>The strain the heat-map draws red, in percent (implies --heat-map).</source>
        <translation>Die Dehnung, die die Heatmap rot zeichnet, in Prozent (schließt --heat-map ein).</translation>
    </message>
    <message>
        <source>With --screenshot, save the 3D view alone instead of the whole window.</source>
        <translation>Mit --screenshot nur die 3D-Ansicht statt des ganzen Fensters speichern.</translation>
    </message>
</context>
<context>
    <name>drape::app::ExportDialog</name>
    <message>
        <source>glTF 2.0 binary (*.glb);;glTF 2.0 with .bin (*.gltf);;FBX binary (*.fbx);;OBJ sequence (*.obj);;PC2 point cache with an OBJ mesh (*.pc2)</source>
        <translation>glTF 2.0 binär (*.glb);;glTF 2.0 mit .bin (*.gltf);;FBX binär (*.fbx);;OBJ-Sequenz (*.obj);;PC2-Punktcache mit OBJ-Netz (*.pc2)</translation>
    </message>
    <message>
        <source>Export Baked Frames</source>
        <translation>Gebackene Bilder exportieren</translation>
    </message>
    <message>
        <source>Nothing baked yet</source>
        <translation>Noch nichts gebacken</translation>
    </message>
    <message>
        <source>Unknown extension: use .glb, .gltf, .fbx, .obj or .pc2</source>
        <translation>Unbekannte Dateiendung: .glb, .gltf, .fbx, .obj oder .pc2 verwenden</translation>
    </message>
    <message>
        <source>%1 in %2 frames (%3)</source>
        <translation>%1 in %2 Bildern (%3)</translation>
    </message>
    <message>
        <source>Cannot export to %1: nothing has been baked yet.</source>
        <translation>Export nach %1 nicht möglich: Es wurde noch nichts gebacken.</translation>
    </message>
    <message>
        <source>Cannot export to %1: unknown extension; use .glb, .gltf, .fbx, .obj or .pc2.</source>
        <translation>Export nach %1 nicht möglich: unbekannte Dateiendung; .glb, .gltf, .fbx, .obj oder .pc2 verwenden.</translation>
    </message>
    <message>
        <source>Exporting %1…</source>
        <translation>%1 wird exportiert…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Cannot export to %1: %2</source>
        <translation>Export nach %1 nicht möglich: %2</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>First frame:</source>
        <translation>Erstes Bild:</translation>
    </message>
    <message>
        <source>Last frame:</source>
        <translation>Letztes Bild:</translation>
    </message>
    <message>
        <source>Every n-th frame:</source>
        <translation>Jedes n-te Bild:</translation>
    </message>
    <message>
        <source>Include normals</source>
        <translation>Normalen mitschreiben</translation>
    </message>
    <message>
        <source>Expected size:</source>
        <translation>Erwartete Größe:</translation>
    </message>
    <message>
        <source>Include colliders (glTF, FBX)</source>
        <translation>Kollider mitschreiben (glTF, FBX)</translation>
    </message>
</context>
<context>
    <name>drape::app::FrameCostGuard</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Slow scene</source>
        <translation>Langsame Szene</translation>
    </message>
    <message>
        <source>A frame of this %1 × %2 cloth (%3 particles, %4 substeps a frame) will take about %5 s on the %6, by its measured speed: %7× real time.</source>
        <translation>Ein Bild dieses %1 × %2-Tuchs (%3 Partikel, %4 Teilschritte pro Bild) dauert nach der gemessenen Geschwindigkeit auf der %6 etwa %5 s: %7× Echtzeit.</translation>
    </message>
    <message>
        <source>The editor stays responsive while it plays: Space or Esc pauses at once.</source>
        <translation>Der Editor bleibt beim Abspielen bedienbar: Leertaste oder Esc hält sofort an.</translation>
    </message>
    <message>
        <source>Go On</source>
        <translation>Fortfahren</translation>
    </message>
    <message>
        <source>Go On Paused</source>
        <translation>Angehalten fortfahren</translation>
    </message>
    <message>
        <source>A frame of this mesh cloth (%1 particles, %2 substeps a frame) will take about %3 s on the %4, by its measured speed: %5× real time.</source>
        <translation>Ein Bild dieses Netzstoffs (%1 Partikel, %2 Teilschritte pro Bild) dauert nach der gemessenen Geschwindigkeit auf der %4 etwa %3 s: %5× Echtzeit.</translation>
    </message>
    <message>
        <source>A frame of these %1 cloths (%2 particles, %3 substeps a frame) will take about %4 s on the %5, by their measured speed: %6× real time.</source>
        <translation>Ein Bild dieser %1 Stoffe (%2 Partikel, %3 Teilschritte pro Bild) dauert nach der gemessenen Geschwindigkeit auf der %5 etwa %4 s: %6× Echtzeit.</translation>
    </message>
</context>
<context>
    <name>drape::app::KeyStrip</name>
    <message>
        <source>Move key from frame %1 to %2</source>
        <translation>Schlüssel von Frame %1 nach %2 verschieben</translation>
    </message>
    <message>
        <source>Key at frame %1: drag to move it</source>
        <translation>Schlüssel in Frame %1: zum Verschieben ziehen</translation>
    </message>
</context>
<context>
    <name>drape::app::MainWindow</name>
    <message>
        <source>Drape scenes (*.drape)</source>
        <translation>Drape-Szenen (*.drape)</translation>
    </message>
    <message>
        <source>Edit refused: %1</source>
        <translation>Änderung abgelehnt: %1</translation>
    </message>
    <message>
        <source>Simulation diverged</source>
        <translation>Simulation divergiert</translation>
    </message>
    <message>
        <source>GPU backend unavailable, using the CPU: %1</source>
        <translation>GPU-Backend nicht verfügbar, die CPU wird verwendet: %1</translation>
    </message>
    <message>
        <source>About Drape</source>
        <translation>Über Drape</translation>
    </message>
    <message>
        <source>&lt;b&gt;Drape %1&lt;/b&gt;&lt;p&gt;Cloth authoring with a GPU mass-spring engine.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Drape %1&lt;/b&gt;&lt;p&gt;Stoffe gestalten mit einer Masse-Feder-Engine auf der GPU.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>Beisp&amp;iele</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>&amp;Simulation</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Play / Pause</source>
        <translation>&amp;Abspielen / Pause</translation>
    </message>
    <message>
        <source>S&amp;tep One Frame</source>
        <translation>Ein Bild &amp;weiter</translation>
    </message>
    <message>
        <source>&amp;Reset to Rest</source>
        <translation>In &amp;Ruhelage zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Wireframe</source>
        <translation>&amp;Drahtgitter</translation>
    </message>
    <message>
        <source>&amp;Particles</source>
        <translation>&amp;Partikel</translation>
    </message>
    <message>
        <source>&amp;Frame All</source>
        <translation>&amp;Alles zeigen</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>&amp;Systemsprache</translation>
    </message>
    <message>
        <source>&amp;About Drape</source>
        <translation>Ü&amp;ber Drape</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>&lt;opened scene&gt;</source>
        <translation>&lt;geöffnete Szene&gt;</translation>
    </message>
    <message>
        <source>%1 (not saved)</source>
        <translation>%1 (nicht gespeichert)</translation>
    </message>
    <message>
        <source>%1[*] — Drape</source>
        <translation>%1[*] — Drape</translation>
    </message>
    <message>
        <source>no OpenGL</source>
        <translation>kein OpenGL</translation>
    </message>
    <message>
        <source>Backend: %1</source>
        <translation>Backend: %1</translation>
    </message>
    <message>
        <source>Frame %1</source>
        <translation>Bild %1</translation>
    </message>
    <message>
        <source>%1 fps</source>
        <translation>%1 fps</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>Cannot open the scene</source>
        <translation>Die Szene kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot save the scene</source>
        <translation>Die Szene kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The scene has unsaved changes. Save them first?</source>
        <translation>Die Szene enthält ungespeicherte Änderungen. Möchten Sie sie zuerst speichern?</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Open Scene</source>
        <translation>Szene öffnen</translation>
    </message>
    <message>
        <source>Save Scene</source>
        <translation>Szene speichern</translation>
    </message>
    <message>
        <source>Flag (pinned at two corners)</source>
        <translation>Fahne (an zwei Ecken fixiert)</translation>
    </message>
    <message>
        <source>Curtain (pinned along the top)</source>
        <translation>Vorhang (oben entlang fixiert)</translation>
    </message>
    <message>
        <source>Sheet (lying flat, four corners)</source>
        <translation>Tuch (liegend, vier Ecken)</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>Drape did not close properly. Restore the unsaved changes to %1 saved at %2?</source>
        <translation>Drape wurde nicht ordnungsgemäß beendet. Die ungespeicherten Änderungen an %1 vom %2 wiederherstellen?</translation>
    </message>
    <message>
        <source>&amp;Bake…</source>
        <translation>&amp;Backen…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>Export the baked frames.</source>
        <translation>Die gebackenen Bilder exportieren.</translation>
    </message>
    <message>
        <source>Bake first (Simulation ▸ Bake…): export writes the baked frames.</source>
        <translation>Zuerst backen (Simulation ▸ Backen…): Der Export schreibt die gebackenen Bilder.</translation>
    </message>
    <message>
        <source>Baked frame %1</source>
        <translation>Gebackenes Bild %1</translation>
    </message>
    <message>
        <source>Paint &amp;Pins</source>
        <translation>Fixierungen &amp;malen</translation>
    </message>
    <message>
        <source>Paint pins on the cloth (B): drag to pin, Ctrl+drag to unpin; [ and ] size the brush.</source>
        <translation>Fixierungen auf den Stoff malen (B): Ziehen fixiert, Strg+Ziehen löst; [ und ] ändern die Pinselgröße.</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Strain &amp;Heat-Map</source>
        <translation>Dehnungs-&amp;Heatmap</translation>
    </message>
    <message>
        <source>Colour the cloth by how far its springs are stretched (H); the Springs panel sets the strain drawn red.</source>
        <translation>Den Stoff danach einfärben, wie weit seine Federn gedehnt sind (H); im Bereich „Federn“ wird die rot gezeichnete Dehnung eingestellt.</translation>
    </message>
    <message>
        <source>Cloth over a sphere</source>
        <translation>Stoff über einer Kugel</translation>
    </message>
    <message>
        <source>Cloth over a torus (mesh collider)</source>
        <translation>Stoff über einem Torus (Mesh-Kollisionsobjekt)</translation>
    </message>
    <message>
        <source>Silk over a sphere (against denim)</source>
        <translation>Seide über einer Kugel (im Vergleich mit Denim)</translation>
    </message>
    <message>
        <source>Denim over a sphere (against silk)</source>
        <translation>Denim über einer Kugel (im Vergleich mit Seide)</translation>
    </message>
    <message>
        <source>Flag in the wind</source>
        <translation>Fahne im Wind</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Fenster</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Find Missing Files</source>
        <translation>Fehlende Dateien suchen</translation>
    </message>
    <message>
        <source>Find &amp;Missing Files…</source>
        <translation>Fe&amp;hlende Dateien suchen…</translation>
    </message>
    <message>
        <source>1 collider file missing</source>
        <translation>1 Kollider-Datei fehlt</translation>
    </message>
    <message>
        <source>%1 collider files missing</source>
        <translation>%1 Kollider-Dateien fehlen</translation>
    </message>
    <message>
        <source>Every collider file of the scene is in place.</source>
        <translation>Alle Kollider-Dateien der Szene sind vorhanden.</translation>
    </message>
    <message>
        <source>Search a folder and its subfolders for the missing collider files.</source>
        <translation>Einen Ordner und seine Unterordner nach den fehlenden Kollider-Dateien durchsuchen.</translation>
    </message>
    <message>
        <source>Find missing files</source>
        <translation>Fehlende Dateien suchen</translation>
    </message>
    <message>
        <source>Found %1 of %2 missing collider files in %3.</source>
        <translation>%1 von %2 fehlenden Kollider-Dateien in %3 gefunden.</translation>
    </message>
    <message>
        <source>Still missing: %1.</source>
        <translation>Weiterhin fehlend: %1.</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>An&amp;halten</translation>
    </message>
    <message>
        <source>Frame %1 (next %2%)</source>
        <translation>Bild %1 (nächstes %2 %)</translation>
    </message>
    <message>
        <source>Import Cloth Mesh</source>
        <translation>Stoffnetz importieren</translation>
    </message>
    <message>
        <source>&amp;Import Cloth Mesh…</source>
        <translation>Stoffnetz &amp;importieren…</translation>
    </message>
    <message>
        <source>Make the cloth from a mesh file (OBJ, PLY, glTF, FBX): a cape, a skirt, a round tablecloth. Vertices painted pure red are pinned.</source>
        <translation>Den Stoff aus einer Netzdatei machen (OBJ, PLY, glTF, FBX): ein Umhang, ein Rock, eine runde Tischdecke. Rein rot bemalte Punkte werden fixiert.</translation>
    </message>
    <message>
        <source>Import cloth mesh %1</source>
        <translation>Stoffnetz %1 importieren</translation>
    </message>
    <message>
        <source>Round tablecloth (mesh cloth)</source>
        <translation>Runde Tischdecke (Netzstoff)</translation>
    </message>
    <message>
        <source>Cape in a breeze (mesh cloth)</source>
        <translation>Umhang in einer Brise (Netzstoff)</translation>
    </message>
    <message>
        <source>Skirt (mesh cloth)</source>
        <translation>Rock (Netzstoff)</translation>
    </message>
    <message>
        <source>Cloth piling up (self-collision)</source>
        <translation>Stoff, der sich aufhäuft (Selbstkollision)</translation>
    </message>
    <message>
        <source>Cloth folding over a sphere (self-collision)</source>
        <translation>Stoff, der sich über einer Kugel faltet (Selbstkollision)</translation>
    </message>
    <message>
        <source>Collision &amp;Thickness</source>
        <translation>Kollisions&amp;dicke</translation>
    </message>
    <message>
        <source>Draw each particle as a disc as wide as the self-collision thickness: where two layers&apos; discs overlap, they are closer than it.</source>
        <translation>Zeichnet jedes Partikel als Scheibe so breit wie die Dicke der Selbstkollision: Wo sich die Scheiben zweier Lagen überlappen, sind sie einander näher als sie.</translation>
    </message>
    <message>
        <source>Open Wedge Sheet</source>
        <translation>Wedge-Übersicht öffnen</translation>
    </message>
    <message>
        <source>Wedge manifests (*.json)</source>
        <translation>Wedge-Manifeste (*.json)</translation>
    </message>
    <message>
        <source>Open &amp;Wedge Sheet…</source>
        <translation>&amp;Wedge-Übersicht öffnen…</translation>
    </message>
    <message>
        <source>Show the contact sheet of a wedge baked by drape-cli wedge, and open a variant by clicking its picture.</source>
        <translation>Zeigt die Übersicht eines mit drape-cli wedge gerechneten Wedges; ein Klick auf ein Bild öffnet diese Variante.</translation>
    </message>
    <message>
        <source>%1 has no contact sheet yet: make it with drape-cli wedge --sheet %1</source>
        <translation>%1 hat noch keine Übersicht: Erstellen Sie sie mit drape-cli wedge --sheet %1</translation>
    </message>
    <message>
        <source>Curtain drawn open (keyed rings)</source>
        <translation>Vorhang wird aufgezogen (Ringe mit Schlüsseln)</translation>
    </message>
    <message>
        <source>Tablecloth pulled off a table (keyed hand)</source>
        <translation>Tischdecke wird vom Tisch gezogen (Hand mit Schlüsseln)</translation>
    </message>
    <message>
        <source>Flag carried along (keyed pole)</source>
        <translation>Getragene Fahne (Stange mit Schlüsseln)</translation>
    </message>
    <message>
        <source>Set &amp;Key</source>
        <translation>&amp;Schlüssel setzen</translation>
    </message>
    <message>
        <source>Key the selected collider&apos;s pose at the frame on show (K): keyed, it moves from key to key as the cloth plays.</source>
        <translation>Die Lage des gewählten Kollisionsobjekts im gezeigten Frame als Schlüssel setzen (K): mit Schlüsseln bewegt es sich beim Abspielen von Schlüssel zu Schlüssel.</translation>
    </message>
    <message>
        <source>&amp;Delete Key</source>
        <translation>Schlüssel &amp;löschen</translation>
    </message>
    <message>
        <source>Delete the selected collider&apos;s key at the frame on show (Alt+K).</source>
        <translation>Den Schlüssel des gewählten Kollisionsobjekts im gezeigten Frame löschen (Alt+K).</translation>
    </message>
</context>
<context>
    <name>drape::app::OutlinerPanel</name>
    <message>
        <source>Add cloth</source>
        <translation>Stoff hinzufügen</translation>
    </message>
    <message>
        <source>Remove cloth</source>
        <translation>Stoff entfernen</translation>
    </message>
    <message>
        <source>Remove collider</source>
        <translation>Kollider entfernen</translation>
    </message>
    <message>
        <source>Rename cloth</source>
        <translation>Stoff umbenennen</translation>
    </message>
    <message>
        <source>Rename collider</source>
        <translation>Kollider umbenennen</translation>
    </message>
    <message>
        <source>Outliner</source>
        <translation>Gliederung</translation>
    </message>
    <message>
        <source>Cloths</source>
        <translation>Stoffe</translation>
    </message>
    <message>
        <source>Colliders</source>
        <translation>Kollider</translation>
    </message>
    <message>
        <source>Add Cloth</source>
        <translation>Stoff hinzufügen</translation>
    </message>
    <message>
        <source>Add a cloth lying flat above the others: playing drops it onto them.</source>
        <translation>Einen flach liegenden Stoff über den anderen hinzufügen: beim Abspielen fällt er auf sie.</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Type a new name for the selected cloth or collider (F2).</source>
        <translation>Einen neuen Namen für den gewählten Stoff oder Kollider eingeben (F2).</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>A scene needs a cloth: this one is its last.</source>
        <translation>Eine Szene braucht einen Stoff: dies ist ihr letzter.</translation>
    </message>
    <message>
        <source>Remove the selected cloth or collider (Delete).</source>
        <translation>Den gewählten Stoff oder Kollider entfernen (Entf).</translation>
    </message>
    <message>
        <source>A scene can have at most %1 cloths: remove one to add another.</source>
        <translation>Eine Szene kann höchstens %1 Stoffe haben: entfernen Sie einen, um einen weiteren hinzuzufügen.</translation>
    </message>
</context>
<context>
    <name>drape::app::PinsPanel</name>
    <message>
        <source>Clear pins</source>
        <translation>Fixierungen lösen</translation>
    </message>
    <message>
        <source>Unpin every particle: the whole cloth falls.</source>
        <translation>Löst alle Partikel: Der ganze Stoff fällt herunter.</translation>
    </message>
    <message>
        <source>Top edge</source>
        <translation>Oberkante</translation>
    </message>
    <message>
        <source>Pin top edge</source>
        <translation>Oberkante fixieren</translation>
    </message>
    <message>
        <source>Pin every particle of the first row, like a curtain on its rail.</source>
        <translation>Fixiert jedes Partikel der ersten Zeile, wie einen Vorhang an der Schiene.</translation>
    </message>
    <message>
        <source>Top corners</source>
        <translation>Obere Ecken</translation>
    </message>
    <message>
        <source>Pin top corners</source>
        <translation>Obere Ecken fixieren</translation>
    </message>
    <message>
        <source>Pin the two ends of the first row, like a banner.</source>
        <translation>Fixiert die beiden Enden der ersten Zeile, wie bei einem Banner.</translation>
    </message>
    <message>
        <source>All corners</source>
        <translation>Alle Ecken</translation>
    </message>
    <message>
        <source>Pin all corners</source>
        <translation>Alle Ecken fixieren</translation>
    </message>
    <message>
        <source>Pin the four corners of the cloth.</source>
        <translation>Fixiert die vier Ecken des Stoffs.</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Linke Kante</translation>
    </message>
    <message>
        <source>Pin left edge</source>
        <translation>Linke Kante fixieren</translation>
    </message>
    <message>
        <source>Pin every particle of the first column, like a flag on its pole.</source>
        <translation>Fixiert jedes Partikel der ersten Spalte, wie eine Fahne am Mast.</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>Pin centre</source>
        <translation>Mitte fixieren</translation>
    </message>
    <message>
        <source>Pin the middle particle only.</source>
        <translation>Fixiert nur das mittlere Partikel.</translation>
    </message>
    <message>
        <source>Pins</source>
        <translation>Fixierungen</translation>
    </message>
    <message numerus="yes">
        <source>%n more held by pin groups that follow their keys</source>
        <translation>
            <numerusform>%n weiterer von Fixierungsgruppen gehalten, die ihren Schlüsseln folgen</numerusform>
            <numerusform>%n weitere von Fixierungsgruppen gehalten, die ihren Schlüsseln folgen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pinned of %1</source>
        <translation>
            <numerusform>%n von %1 fixiert</numerusform>
            <numerusform>%n von %1 fixiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Brush radius (px)</source>
        <translation>Pinselradius (px)</translation>
    </message>
    <message>
        <source>Size of the pin brush on screen; [ and ] in the view change it too.</source>
        <translation>Größe des Fixierungspinsels auf dem Bildschirm; [ und ] in der Ansicht ändern sie ebenfalls.</translation>
    </message>
    <message>
        <source>Paint Pins (B): drag over the cloth to pin, Ctrl+drag to unpin. Changing the pins restarts the cloth at rest.</source>
        <translation>Fixierungen malen (B): Über den Stoff ziehen fixiert, Strg+Ziehen löst. Geänderte Fixierungen setzen den Stoff in die Ruhelage zurück.</translation>
    </message>
    <message>
        <source>A mesh cloth has no grid edges: paint its pins with the brush.</source>
        <translation>Ein Netzstoff hat keine Gitterkanten: Fixierungen mit dem Pinsel malen.</translation>
    </message>
    <message>
        <source>Pin group</source>
        <translation>Pin-Gruppe</translation>
    </message>
    <message>
        <source>Group pins</source>
        <translation>Pins gruppieren</translation>
    </message>
    <message>
        <source>Ungroup pins</source>
        <translation>Pin-Gruppe auflösen</translation>
    </message>
    <message>
        <source>Key pin group</source>
        <translation>Schlüssel der Pin-Gruppe setzen</translation>
    </message>
    <message>
        <source>Delete pin group key</source>
        <translation>Schlüssel der Pin-Gruppe löschen</translation>
    </message>
    <message>
        <source>Select a pin group to pose and key it.</source>
        <translation>Wählen Sie eine Pin-Gruppe, um ihre Lage als Schlüssel zu setzen.</translation>
    </message>
    <message>
        <source>No keys: it holds its particles at rest. Frame %1 on show.</source>
        <translation>Keine Schlüssel: Sie hält ihre Partikel in Ruhelage. Gezeigt: Frame %1.</translation>
    </message>
    <message numerus="yes">
        <source>Keys: %n, frames %1 to %2. Frame %3 on show.</source>
        <translation>
            <numerusform>Schlüssel: %n, Frames %1 bis %2. Gezeigt: Frame %3.</numerusform>
            <numerusform>Schlüssel: %n, Frames %1 bis %2. Gezeigt: Frame %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pin groups</source>
        <translation>Pin-Gruppen</translation>
    </message>
    <message>
        <source>Group the pins</source>
        <translation>Pins gruppieren</translation>
    </message>
    <message>
        <source>Make the pins one group that can follow keys, as a curtain&apos;s rings or a collar do.</source>
        <translation>Macht die Pins zu einer Gruppe, die Schlüsseln folgen kann, wie die Ringe eines Vorhangs oder ein Kragen.</translation>
    </message>
    <message>
        <source>Ungroup</source>
        <translation>Auflösen</translation>
    </message>
    <message>
        <source>Give the selected group&apos;s particles back as pins, held at rest.</source>
        <translation>Gibt die Partikel der gewählten Gruppe als Pins zurück, in Ruhelage gehalten.</translation>
    </message>
    <message>
        <source>Move (m)</source>
        <translation>Verschiebung (m)</translation>
    </message>
    <message>
        <source>Turn (°)</source>
        <translation>Drehung (°)</translation>
    </message>
    <message>
        <source>Editing the move or turn keys the group at the frame on show.</source>
        <translation>Eine Änderung von Verschiebung oder Drehung setzt einen Schlüssel der Gruppe im gezeigten Frame.</translation>
    </message>
    <message>
        <source>Delete Key</source>
        <translation>Schlüssel löschen</translation>
    </message>
    <message>
        <source>Delete the selected group&apos;s key at the frame on show.</source>
        <translation>Löscht den Schlüssel der gewählten Gruppe im gezeigten Frame.</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n pinned</source>
        <translation>
            <numerusform>%1 · %n fixiert</numerusform>
            <numerusform>%1 · %n fixiert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>drape::app::SceneDocument</name>
    <message>
        <source>%1: cannot open the file: %2</source>
        <translation>%1: Die Datei kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot save: %1</source>
        <translation>Speichern nicht möglich: %1</translation>
    </message>
</context>
<context>
    <name>drape::app::SelfCollisionPanel</name>
    <message>
        <source>Thickness (mm)</source>
        <translation>Dicke (mm)</translation>
    </message>
    <message>
        <source>The least distance kept between particles of two layers of the cloth; at most 1.5 times the spacing, and at least 0.7 times it so that no particle slips between two others. View ▸ Collision Thickness draws it.</source>
        <translation>Der kleinste Abstand, der zwischen Partikeln zweier Lagen des Stoffs gehalten wird; höchstens das 1,5-Fache des Abstands und mindestens das 0,7-Fache, damit kein Partikel zwischen zwei anderen hindurchschlüpft. Ansicht ▸ Kollisionsdicke zeichnet ihn.</translation>
    </message>
    <message>
        <source>Change self-collision thickness</source>
        <translation>Dicke der Selbstkollision ändern</translation>
    </message>
    <message>
        <source>Friction between layers</source>
        <translation>Reibung zwischen Lagen</translation>
    </message>
    <message>
        <source>Coulomb friction where the cloth touches itself: 0 lets layers slide freely, about 0.5 holds folds in place.</source>
        <translation>Coulomb-Reibung, wo der Stoff sich selbst berührt: 0 lässt Lagen frei gleiten, etwa 0,5 hält Falten an ihrem Platz.</translation>
    </message>
    <message>
        <source>Change self-collision friction</source>
        <translation>Reibung der Selbstkollision ändern</translation>
    </message>
    <message>
        <source>Turn self-collision on</source>
        <translation>Selbstkollision einschalten</translation>
    </message>
    <message>
        <source>Turn self-collision off</source>
        <translation>Selbstkollision ausschalten</translation>
    </message>
    <message>
        <source>Self-collision</source>
        <translation>Selbstkollision</translation>
    </message>
    <message>
        <source>Self-collision (layers stay apart)</source>
        <translation>Selbstkollision (Lagen bleiben getrennt)</translation>
    </message>
    <message>
        <source>Keeps folds and layers of the cloth from passing through each other.</source>
        <translation>Verhindert, dass Falten und Lagen des Stoffs einander durchdringen.</translation>
    </message>
</context>
<context>
    <name>drape::app::SimulationController</name>
    <message>
        <source>no OpenGL context yet</source>
        <translation>noch kein OpenGL-Kontext</translation>
    </message>
    <message>
        <source>The simulation diverged at frame %1 (%2) and was reset to rest. Lower the stiffness or raise the substeps.</source>
        <translation>Die Simulation ist bei Bild %1 divergiert (%2) und wurde in die Ruhelage zurückgesetzt. Verringern Sie die Steifigkeit oder erhöhen Sie die Zahl der Teilschritte.</translation>
    </message>
    <message>
        <source>Colliders left out of the simulation (the cloth goes on without them): %1</source>
        <translation>Kollider, die in der Simulation fehlen (der Stoff wird ohne sie weiter simuliert): %1</translation>
    </message>
</context>
<context>
    <name>drape::app::SimulationPanel</name>
    <message>
        <source>Change frame rate</source>
        <translation>Bildrate ändern</translation>
    </message>
    <message>
        <source>Change substeps</source>
        <translation>Teilschritte ändern</translation>
    </message>
    <message>
        <source>Change bake length</source>
        <translation>Bake-Länge ändern</translation>
    </message>
    <message>
        <source>Change backend</source>
        <translation>Backend ändern</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>Simulation</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Advance the simulation by one frame.</source>
        <translation>Rechnet die Simulation ein Bild weiter.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Put the cloth back at rest, at frame 0.</source>
        <translation>Setzt den Stoff in die Ruhelage bei Bild 0 zurück.</translation>
    </message>
    <message>
        <source>Frames per second</source>
        <translation>Bilder pro Sekunde</translation>
    </message>
    <message>
        <source>Substeps per frame</source>
        <translation>Teilschritte pro Bild</translation>
    </message>
    <message>
        <source>Frames to bake</source>
        <translation>Bake-Länge (Bilder)</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>Frame rate of the simulation; each frame is computed in substeps.</source>
        <translation>Bildrate der Simulation; jedes Bild wird in Teilschritten berechnet.</translation>
    </message>
    <message>
        <source>Time steps per frame. More are slower but keep stiff cloth stable (see the Springs panel).</source>
        <translation>Zeitschritte pro Bild. Mehr sind langsamer, halten steifen Stoff aber stabil (siehe Bereich „Federn“).</translation>
    </message>
    <message>
        <source>Frames a bake writes, frame 0 included.</source>
        <translation>Anzahl der Bilder, die ein Bake schreibt, Bild 0 eingeschlossen.</translation>
    </message>
    <message>
        <source>Where the cloth is computed. Automatic uses the GPU when it can.</source>
        <translation>Wo der Stoff berechnet wird. „Automatisch“ verwendet die GPU, wenn möglich.</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Running on</source>
        <translation>Läuft auf</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Simulated time</source>
        <translation>Simulierte Zeit</translation>
    </message>
    <message>
        <source>One frame takes</source>
        <translation>Dauer pro Bild</translation>
    </message>
    <message>
        <source>GPU unavailable: %1</source>
        <translation>GPU nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Use automatic substeps</source>
        <translation>Automatische Teilschritte verwenden</translation>
    </message>
    <message>
        <source>Use manual substeps</source>
        <translation>Manuelle Teilschritte verwenden</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>Automatic substeps: the fewest stable ones for the stiffness, mass and frame rate, picked again after every change (see the Springs panel).</source>
        <translation>Automatische Teilschritte: die wenigsten, die für Steifigkeit, Masse und Bildrate stabil sind, nach jeder Änderung neu gewählt (siehe Bereich „Federn“).</translation>
    </message>
    <message>
        <source>Picked automatically from the stability bound; untick Auto to set them yourself.</source>
        <translation>Automatisch aus der Stabilitätsgrenze gewählt; deaktivieren Sie „Auto“, um sie selbst festzulegen.</translation>
    </message>
    <message>
        <source>Iterations per step</source>
        <translation>Iterationen pro Schritt</translation>
    </message>
    <message>
        <source>The implicit integrator&apos;s iterations per step: more bring each step closer to backward Euler&apos;s solution (a smaller residual, shown in the Springs panel) and take longer. Changed while the cloth plays, without a reset.</source>
        <translation>Die Iterationen des impliziten Integrators pro Schritt: Mehr bringen jeden Schritt näher an die Lösung des impliziten Euler-Verfahrens (ein kleineres Residuum, angezeigt im Bereich „Federn“) und dauern länger. Wird während der Wiedergabe geändert, ohne Zurücksetzen.</translation>
    </message>
    <message>
        <source>Change iterations</source>
        <translation>Iterationen ändern</translation>
    </message>
    <message>
        <source>Change integrator</source>
        <translation>Integrator ändern</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>Integrator</translation>
    </message>
    <message>
        <source>How a step advances the cloth. Verlet (explicit, the default) is stable only below a time step set by the stiffness and mass (see the Springs panel). Implicit (backward Euler) is stable at any time step, one substep per frame will do, and it damps fast motion. Changing it restarts the cloth at rest.</source>
        <translation>Wie ein Schritt den Stoff voranbringt. Verlet (explizit, die Voreinstellung) ist nur unterhalb eines Zeitschritts stabil, den Steifigkeit und Masse bestimmen (siehe Bereich „Federn“). Implizit (implizites Euler-Verfahren) ist bei jedem Zeitschritt stabil, ein Teilschritt pro Bild genügt, und es dämpft schnelle Bewegungen. Eine Änderung setzt den Stoff in die Ruhelage zurück.</translation>
    </message>
    <message>
        <source>Verlet</source>
        <translation>Verlet</translation>
    </message>
    <message>
        <source>Implicit</source>
        <translation>Implizit</translation>
    </message>
    <message>
        <source>Automatic substeps: one per frame, as the implicit integrator has no stability bound.</source>
        <translation>Automatische Teilschritte: einer pro Bild, da der implizite Integrator keine Stabilitätsgrenze hat.</translation>
    </message>
    <message>
        <source>One per frame under the implicit integrator; untick Auto to set them yourself.</source>
        <translation>Mit dem impliziten Integrator einer pro Bild; deaktivieren Sie „Auto“, um sie selbst festzulegen.</translation>
    </message>
    <message>
        <source>Time steps per frame. The implicit integrator is stable with one; more follow fast motion more closely and damp it less.</source>
        <translation>Zeitschritte pro Bild. Der implizite Integrator ist mit einem stabil; mehr folgen schnellen Bewegungen genauer und dämpfen sie weniger.</translation>
    </message>
</context>
<context>
    <name>drape::app::SpringsPanel</name>
    <message>
        <source>Change damping</source>
        <translation>Dämpfung ändern</translation>
    </message>
    <message>
        <source>Change gravity</source>
        <translation>Schwerkraft ändern</translation>
    </message>
    <message>
        <source>Change stiffness</source>
        <translation>Steifigkeit ändern</translation>
    </message>
    <message numerus="yes">
        <source>Use %n substeps</source>
        <translation>
            <numerusform>%n Teilschritt verwenden</numerusform>
            <numerusform>%n Teilschritte verwenden</numerusform>
        </translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>Federn</translation>
    </message>
    <message>
        <source>Structural (N/m)</source>
        <translation>Struktur (N/m)</translation>
    </message>
    <message>
        <source>Shear (N/m)</source>
        <translation>Scherung (N/m)</translation>
    </message>
    <message>
        <source>Flexion (N/m)</source>
        <translation>Biegung (N/m)</translation>
    </message>
    <message>
        <source>Gravity x, y, z (m/s²)</source>
        <translation>Schwerkraft x, y, z (m/s²)</translation>
    </message>
    <message>
        <source>Stiffness of each spring of this type; 0 switches the type off.</source>
        <translation>Steifigkeit jeder Feder dieser Art; 0 schaltet die Art ab.</translation>
    </message>
    <message>
        <source>Springs between neighbours along rows and columns: they resist stretching.</source>
        <translation>Federn zwischen Nachbarn entlang Zeilen und Spalten: Sie wirken der Dehnung entgegen.</translation>
    </message>
    <message>
        <source>Diagonal springs: they resist shearing.</source>
        <translation>Diagonale Federn: Sie wirken der Scherung entgegen.</translation>
    </message>
    <message>
        <source>Acceleration of gravity; Earth&apos;s is 9.81 m/s² downwards (negative y).</source>
        <translation>Schwerebeschleunigung; auf der Erde 9,81 m/s² nach unten (negatives y).</translation>
    </message>
    <message numerus="yes">
        <source>The cloth will explode: the time step is too long for this stiffness and mass. Use at least %n substeps per frame.</source>
        <translation>
            <numerusform>Der Stoff wird explodieren: Der Zeitschritt ist für diese Steifigkeit und Masse zu lang. Verwenden Sie mindestens %n Teilschritt pro Bild.</numerusform>
            <numerusform>Der Stoff wird explodieren: Der Zeitschritt ist für diese Steifigkeit und Masse zu lang. Verwenden Sie mindestens %n Teilschritte pro Bild.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cloth will explode: even %n substeps per frame are too few. Lower the stiffness, raise the particle mass or lower the frame rate.</source>
        <translation>
            <numerusform>Der Stoff wird explodieren: Selbst %n Teilschritt pro Bild ist zu wenig. Verringern Sie die Steifigkeit, erhöhen Sie die Partikelmasse oder senken Sie die Bildrate.</numerusform>
            <numerusform>Der Stoff wird explodieren: Selbst %n Teilschritte pro Bild sind zu wenig. Verringern Sie die Steifigkeit, erhöhen Sie die Partikelmasse oder senken Sie die Bildrate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Use automatic substeps</source>
        <translation>Automatische Teilschritte verwenden</translation>
    </message>
    <message>
        <source>Use manual substeps</source>
        <translation>Manuelle Teilschritte verwenden</translation>
    </message>
    <message>
        <source>Change strain-limit passes</source>
        <translation>Durchläufe der Dehnungsbegrenzung ändern</translation>
    </message>
    <message>
        <source>Change strain limit</source>
        <translation>Dehnungsgrenze ändern</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Stabilität</translation>
    </message>
    <message>
        <source>Automatic substeps</source>
        <translation>Automatische Teilschritte</translation>
    </message>
    <message>
        <source>Stable time step</source>
        <translation>Stabiler Zeitschritt</translation>
    </message>
    <message>
        <source>Time step</source>
        <translation>Zeitschritt</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Abstand zur Grenze</translation>
    </message>
    <message>
        <source>The time step as a share of the bound: below 100% the cloth is stable.</source>
        <translation>Der Zeitschritt als Anteil der Grenze: unter 100% ist der Stoff stabil.</translation>
    </message>
    <message>
        <source>Strain limits</source>
        <translation>Dehnungsgrenzen</translation>
    </message>
    <message>
        <source>Structural (%)</source>
        <translation>Struktur (%)</translation>
    </message>
    <message>
        <source>Shear (%)</source>
        <translation>Scherung (%)</translation>
    </message>
    <message>
        <source>Flexion (%)</source>
        <translation>Biegung (%)</translation>
    </message>
    <message>
        <source>Cap how far springs of this type may stretch, as a percentage of their rest length; a longer spring is pulled back after every step.</source>
        <translation>Begrenzt, wie weit sich Federn dieser Art dehnen dürfen, in Prozent ihrer Ruhelänge; eine längere Feder wird nach jedem Schritt zurückgezogen.</translation>
    </message>
    <message>
        <source>Passes per step</source>
        <translation>Durchläufe pro Schritt</translation>
    </message>
    <message>
        <source>Strain-limiting passes after every step: more hold the limit more tightly.</source>
        <translation>Durchläufe der Dehnungsbegrenzung nach jedem Schritt: Mehr halten die Grenze genauer ein.</translation>
    </message>
    <message>
        <source>Heat-map red at (%)</source>
        <translation>Heatmap rot ab (%)</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>The strain the viewport&apos;s heat-map (View ▸ Strain Heat-Map, H) draws red. Auto: the tightest strain limit, or 10% without one. A view setting: not saved in the scene.</source>
        <translation>Die Dehnung, die die Heatmap der Ansicht (Ansicht ▸ Dehnungs-Heatmap, H) rot zeichnet. Auto: die engste Dehnungsgrenze, ohne Grenze 10%. Eine Ansichtseinstellung: Sie wird nicht in der Szene gespeichert.</translation>
    </message>
    <message>
        <source>Set by the material (Cloth panel): choose Custom (per-spring values) there to edit the springs directly.</source>
        <translation>Vom Material festgelegt (Bereich „Stoff“): Wählen Sie dort „Benutzerdefiniert (Werte je Feder)“, um die Federn direkt zu bearbeiten.</translation>
    </message>
    <message>
        <source>below %1 ms</source>
        <translation>unter %1 ms</translation>
    </message>
    <message>
        <source>any (no springs)</source>
        <translation>beliebig (keine Federn)</translation>
    </message>
    <message numerus="yes">
        <source>%1 ms (%n substeps per frame)</source>
        <translation>
            <numerusform>%1 ms (%n Teilschritt pro Bild)</numerusform>
            <numerusform>%1 ms (%n Teilschritte pro Bild)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1% of the bound</source>
        <translation>%1% der Grenze</translation>
    </message>
    <message>
        <source>Automatic: more substeps than stability needs, so that no keyed collider moves further in one than its thickness plus half its thinnest size.</source>
        <translation>Automatisch: mehr Teilschritte, als die Stabilität braucht, damit sich kein mit Schlüsseln bewegtes Kollisionsobjekt in einem weiter bewegt als seine Dicke plus die Hälfte seiner dünnsten Abmessung.</translation>
    </message>
    <message>
        <source>Bending (N·m)</source>
        <translation>Biegung (N·m)</translation>
    </message>
    <message>
        <source>Bending rigidity of the cloth, whatever the grid&apos;s spacing (a material sets it). 1e-6 drapes like silk, 1e-4 holds folds like denim.</source>
        <translation>Biegesteifigkeit des Stoffs, unabhängig vom Gitterabstand (ein Material legt sie fest). 1e-6 fällt wie Seide, 1e-4 hält Falten wie Denim.</translation>
    </message>
    <message>
        <source>Change bending</source>
        <translation>Biegung ändern</translation>
    </message>
    <message>
        <source>Internal damping (ms)</source>
        <translation>Innere Dämpfung (ms)</translation>
    </message>
    <message>
        <source>How long the fabric takes to follow a change of shape: springs and bending resist the rate of their deformation as much as this many milliseconds of it. It calms fast jitter and leaves a falling or swinging cloth alone.</source>
        <translation>Wie lange der Stoff braucht, einer Formänderung zu folgen: Federn und Biegung widerstehen der Geschwindigkeit ihrer Verformung so stark wie so viele Millisekunden davon. Das beruhigt schnelles Zittern und lässt fallenden oder schwingenden Stoff unberührt.</translation>
    </message>
    <message>
        <source>Drag (1/s)</source>
        <translation>Luftwiderstand (1/s)</translation>
    </message>
    <message>
        <source>Slows every particle by this fraction of its velocity per second, like thick air (0 is none; use Air for wind and real air drag).</source>
        <translation>Bremst jedes Partikel um diesen Anteil seiner Geschwindigkeit pro Sekunde, wie zähe Luft (0 ist keiner; für Wind und echten Luftwiderstand „Luft“ verwenden).</translation>
    </message>
    <message>
        <source>Change drag</source>
        <translation>Luftwiderstand ändern</translation>
    </message>
    <message>
        <source>The largest stable time step of explicit integration: the root of λ dt² + 2 (β λ + γ) dt = 4, with λ the fastest vibration of the springs and the bending (squared), β the internal damping and γ the drag.</source>
        <translation>Der größte stabile Zeitschritt der expliziten Integration: die Lösung von λ dt² + 2 (β λ + γ) dt = 4, mit λ der schnellsten Schwingung der Federn und der Biegung (im Quadrat), β der inneren Dämpfung und γ dem Luftwiderstand.</translation>
    </message>
    <message>
        <source>Springs that skip one particle: the article&apos;s bending, weaker on finer grids (Bending is the same at any resolution).</source>
        <translation>Federn, die ein Partikel überspringen: die Biegung des Artikels, schwächer auf feineren Gittern („Biegung“ ist bei jeder Auflösung gleich).</translation>
    </message>
    <message>
        <source>Implicit integration has no stability bound: the cloth is stable at any time step. The running cloth&apos;s last step:</source>
        <translation>Die implizite Integration hat keine Stabilitätsgrenze: Der Stoff ist bei jedem Zeitschritt stabil. Der letzte Schritt des laufenden Stoffs:</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>Iterationen</translation>
    </message>
    <message>
        <source>Residual</source>
        <translation>Residuum</translation>
    </message>
    <message>
        <source>The local–global iterations the last step ran (Iterations per step, in the Simulation panel).</source>
        <translation>Die lokal-globalen Iterationen, die der letzte Schritt ausgeführt hat („Iterationen pro Schritt“ im Bereich „Simulation“).</translation>
    </message>
    <message>
        <source>How far the last step&apos;s iterations are from backward Euler&apos;s solution: |A x − b(x)| at its result as a share of the same at their start (0: converged, 1: no progress). More iterations per step lower it.</source>
        <translation>Wie weit die Iterationen des letzten Schritts von der Lösung des impliziten Euler-Verfahrens entfernt sind: |A x − b(x)| an seinem Ergebnis als Anteil desselben Werts zu ihrem Beginn (0: konvergiert, 1: kein Fortschritt). Mehr Iterationen pro Schritt verringern es.</translation>
    </message>
    <message>
        <source>Use one substep per frame: the implicit integrator is stable at any time step.</source>
        <translation>Einen Teilschritt pro Bild verwenden: Der implizite Integrator ist bei jedem Zeitschritt stabil.</translation>
    </message>
    <message>
        <source>Pick the substeps from the stability bound whenever the mass, stiffness, damping or frame rate change: the fewest that keep the time step within %1% of the bound for a cloth folded onto itself.</source>
        <translation>Wählt die Teilschritte aus der Stabilitätsgrenze, sobald sich Masse, Steifigkeit, Dämpfung oder Bildrate ändern: die wenigsten, bei denen der Zeitschritt höchstens %1% der Grenze für ein in sich gefaltetes Tuch beträgt.</translation>
    </message>
    <message>
        <source>Automatic: one substep, as nothing limits the time step.</source>
        <translation>Automatisch: ein Teilschritt, da nichts den Zeitschritt begrenzt.</translation>
    </message>
    <message>
        <source>Manual: any time step is stable.</source>
        <translation>Manuell: jeder Zeitschritt ist stabil.</translation>
    </message>
    <message>
        <source>Automatic: the fewest substeps that keep the time step within %1% of the bound for a cloth folded onto itself, %2 ms.</source>
        <translation>Automatisch: die wenigsten Teilschritte, bei denen der Zeitschritt höchstens %1% der Grenze für ein in sich gefaltetes Tuch beträgt, %2 ms.</translation>
    </message>
    <message>
        <source>Manual: stable while the time step stays below the bound, and below %1 ms where the cloth folds onto itself.</source>
        <translation>Manuell: stabil, solange der Zeitschritt unter der Grenze bleibt, und unter %1 ms, wo sich das Tuch in sich faltet.</translation>
    </message>
</context>
<context>
    <name>drape::app::TimelineWidget</name>
    <message>
        <source>/ %1</source>
        <translation>/ %1</translation>
    </message>
    <message>
        <source>not baked</source>
        <translation>nicht gebacken</translation>
    </message>
    <message>
        <source>Keeps frames 0 to %1 and continues from there with the new parameters.</source>
        <translation>Behält die Bilder 0 bis %1 und rechnet von dort mit den neuen Parametern weiter.</translation>
    </message>
    <message>
        <source>Move to a later frame first.</source>
        <translation>Zuerst zu einem späteren Bild gehen.</translation>
    </message>
    <message>
        <source>Re-bake from frame %1</source>
        <translation>Ab Bild %1 neu backen</translation>
    </message>
    <message>
        <source>Bake…</source>
        <translation>Backen…</translation>
    </message>
    <message>
        <source>Bake frames 0 to the scene&apos;s bake length into the frame cache (Ctrl+B).</source>
        <translation>Bilder ab 0 bis zur Bake-Länge der Szene in den Bildcache backen (Strg+B).</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Play the baked frames at the scene&apos;s frame rate.</source>
        <translation>Die gebackenen Bilder mit der Bildrate der Szene abspielen.</translation>
    </message>
    <message>
        <source>Scrub the baked frames.</source>
        <translation>Durch die gebackenen Bilder fahren.</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>Schleife</translation>
    </message>
    <message>
        <source>Stale — re-bake</source>
        <translation>Veraltet — neu backen</translation>
    </message>
    <message>
        <source>The scene was edited after the bake; the cache shows the old parameters.</source>
        <translation>Die Szene wurde nach dem Backen bearbeitet; der Cache zeigt die alten Parameter.</translation>
    </message>
    <message>
        <source>Re-bake from frame 0</source>
        <translation>Ab Bild 0 neu backen</translation>
    </message>
    <message>
        <source>Bake every frame again with the scene as it is now.</source>
        <translation>Alle Bilder mit der aktuellen Szene neu backen.</translation>
    </message>
</context>
<context>
    <name>drape::app::Viewport</name>
    <message>
        <source>The cloth cannot be drawn: %1</source>
        <translation>Der Stoff kann nicht gezeichnet werden: %1</translation>
    </message>
    <message>
        <source>Unpin with brush</source>
        <translation>Fixierungen mit Pinsel lösen</translation>
    </message>
    <message>
        <source>Paint pins</source>
        <translation>Fixierungen malen</translation>
    </message>
    <message>
        <source>wind %1 m/s</source>
        <translation>Wind %1 m/s</translation>
    </message>
    <message>
        <source>Strain</source>
        <translation>Dehnung</translation>
    </message>
    <message>
        <source>≥ %1%</source>
        <translation>≥ %1%</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1× real time</source>
        <translation>%1× Echtzeit</translation>
    </message>
</context>
<context>
    <name>drape::app::WedgeSheetDialog</name>
    <message>
        <source>Wedge: %1</source>
        <translation>Wedge: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s). Click a picture to open its scene.</source>
        <translation>
            <numerusform>%n Variante. Klicken Sie auf ein Bild, um seine Szene zu öffnen.</numerusform>
            <numerusform>%n Varianten. Klicken Sie auf ein Bild, um seine Szene zu öffnen.</numerusform>
        </translation>
    </message>
</context>
</TS>
